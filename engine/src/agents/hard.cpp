// placeholder, replaced below
#include <memory>
#include <string_view>

#include "agents/eval.h"
#include "haolao/agent.h"

namespace haolao {
namespace {
class HardAgent final : public Agent {
public:
    Action decide(const SeatView& view) override { return ai::normal_decide(view, {}); }
};
}  // namespace
std::unique_ptr<Agent> make_hard_agent(std::string_view, std::uint64_t) {
    return std::make_unique<HardAgent>();
}
}  // namespace haolao
