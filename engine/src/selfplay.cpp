// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play runner: independent seeded hands over worker threads, with optional invariant checks
// and replay files.
#include "haolao/selfplay.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <utility>

#include "haolao/replay.h"

namespace haolao {

namespace {

constexpr std::size_t kMaxViolationsKept = 20;
constexpr long long kChunk = 64;  // hands a worker takes at a time

struct Partial {
    long long hands = 0;
    long long pots = 0;
    long long replays_verified = 0;
    long long draws = 0;
    std::array<SlotStats, 4> slots{};
    long long violation_count = 0;
    std::vector<std::pair<long long, std::string>> violations;  // (hand index, message)
};

std::string event_label(const std::vector<Event>& events, std::size_t i) {
    return "event " + std::to_string(i + 1) + " (" + std::string(event_id(events[i])) + ")";
}

// Replays every event through a fresh engine; the final state must be the game's.
void verify_whole_log(const Game& game, std::vector<std::string>& violations) {
    try {
        const ReplayCheck rc = verify_events(game.rules(), 0, game.events());
        if (!(rc.final_state == game.state()))
            violations.emplace_back("replaying the log does not rebuild the game's final state");
    } catch (const std::exception& e) {
        violations.push_back(std::string("replaying the log fails: ") + e.what());
    }
}

// The replay text as written (read back from `path` when it was saved there), parsed and
// verified: the reader and the verifier must give back the game's final state.
void verify_written_replay(const std::string& text, const std::string& path, const Game& game,
                           bool whole_pot, std::vector<std::string>& violations) {
    try {
        const std::string read = path.empty() ? text : read_replay_file(path);
        if (read != text) violations.emplace_back("the replay file reads back different text");
        const Replay replay = parse_replay(read);
        const ReplayCheck rc = verify_replay(replay);
        if (!(rc.final_state == game.state()))
            violations.emplace_back("the replay file does not verify to the game's final state");
        if (rc.events != game.events().size())
            violations.push_back("the replay file verifies " + std::to_string(rc.events) +
                                 " events of " + std::to_string(game.events().size()));
        if (whole_pot && !rc.finished)
            violations.emplace_back("the pot's replay does not end the pot");
    } catch (const ReplayError& e) {
        violations.push_back("the replay file does not verify: line " + std::to_string(e.line()) +
                             ": " + e.problem());
    } catch (const std::exception& e) {
        violations.push_back(std::string("the replay file does not verify: ") + e.what());
    }
}

}  // namespace

std::uint64_t selfplay_deal_seed(std::uint64_t seed, std::uint64_t deal) {
    return mix64(mix64(seed) ^ mix64(deal + 0x5EEDull));
}

int play_hand_checked(Game& game, const std::array<Agent*, 4>& agents, bool check,
                      std::vector<std::string>& violations, bool verify_log) {
    const std::size_t before = violations.size();
    const Ruleset& rules = game.rules();
    const std::vector<Event>& events = game.events();
    const std::size_t first_event = events.size();
    GameState shadow = game.state();
    std::size_t folded = first_event;

    // Folds the new events into the shadow state, checking after each one.
    auto fold = [&] {
        for (; folded < events.size(); ++folded) {
            const Event& e = events[folded];
            apply_event(shadow, e, rules);
            const std::string broken = check_invariants(shadow, rules);
            if (!broken.empty())
                violations.push_back("after " + event_label(events, folded) + ": " + broken);
            if (const auto* won = std::get_if<Won>(&e)) {
                int sum = 0;
                for (int d : won->deltas) sum += d;
                if (sum != 0)
                    violations.push_back(event_label(events, folded) + ": deltas sum to " +
                                         std::to_string(sum));
            }
        }
    };

    game.start_hand();
    if (check) fold();
    while (game.hand_running()) {
        const SeatMask pending = game.to_act();
        const Seat first = game.state().turn;
        Seat seat = first;
        for (int i = 0; i < 4; ++i) {
            seat = seat_from_index(index(first) + i);
            if (pending.has(seat)) break;
        }
        const SeatView view = game.view(seat);
        const Action action = agents[static_cast<std::size_t>(index(seat))]->decide(view);
        if (check && !view.legal.contains(action))
            violations.push_back(std::string("seat ") + seat_letter(seat) +
                                 " chose an action that is not listed as legal");
        const ActionError err = game.act(seat, action);
        if (err != ActionError::Ok) {
            violations.push_back(std::string("seat ") + seat_letter(seat) +
                                 " chose an illegal action: " + std::string(action_error_id(err)));
            return static_cast<int>(violations.size() - before);  // the hand cannot go on
        }
        if (check) {
            fold();
            if (!(shadow == game.state()))
                violations.push_back("after " + event_label(events, events.size() - 1) +
                                     ": the fold of the log differs from the game state");
        }
    }
    if (check) {
        int sum = 0;
        for (int d : game.last_hand().deltas) sum += d;
        if (sum != 0) violations.push_back("the hand's deltas sum to " + std::to_string(sum));
    }
    if (check && verify_log) {
        // Replaying the whole log through a fresh engine must agree event by event. A Game
        // that has played earlier hands is replayed from its first event.
        verify_whole_log(game, violations);
    }
    return static_cast<int>(violations.size() - before);
}

SelfplayResult run_selfplay(const SelfplayConfig& config) {
    if (config.deals < 0) throw std::invalid_argument("the number of hands must not be negative");
    if (config.pots < 0) throw std::invalid_argument("the number of pots must not be negative");
    if (config.threads < 1) throw std::invalid_argument("the number of threads must be at least 1");
    // A duplicate rotation replays one deal with the agents moved; a pot's later deals depend on
    // who won before, so the rotations would not share them.
    if (config.pots > 0 && config.duplicate)
        throw std::invalid_argument(
            "duplicate play rotates the agents over single deals; it cannot be combined with "
            "whole pots");
    for (const std::string& name : config.agents) {
        if (make_agent(name, 0)) continue;
        std::string known;
        for (std::string_view n : agent_names())
            known += (known.empty() ? "" : ", ") + std::string(n);
        throw std::invalid_argument("unknown agent \"" + name + "\" (known: " + known + ")");
    }
    const bool whole_pots = config.pots > 0;
    const int rotations = config.duplicate ? 4 : 1;
    const long long total = whole_pots ? config.pots : config.deals * rotations;
    if (!config.replay_dir.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(config.replay_dir, ec);
        if (ec || !std::filesystem::is_directory(config.replay_dir))
            throw std::runtime_error("cannot create the replay directory \"" + config.replay_dir +
                                     "\"");
    }
    const int digits = std::max(6, static_cast<int>(std::to_string(total).size()));
    const long long chunk = whole_pots ? 1 : kChunk;  // a pot is dozens of hands

    const auto start = std::chrono::steady_clock::now();
    std::atomic<long long> next{0};
    std::mutex error_mutex;
    std::string error;  // a replay file that could not be written stops the run

    auto worker = [&](Partial& part) {
        std::vector<std::string> messages;
        std::array<std::unique_ptr<Agent>, 4> owned;
        std::array<Agent*, 4> by_seat{};
        for (;;) {
            const long long from = next.fetch_add(chunk);
            if (from >= total) return;
            const long long to = std::min(total, from + chunk);
            for (long long h = from; h < to; ++h) {
                const long long deal = h / rotations;
                const int rotation = static_cast<int>(h % rotations);
                const std::uint64_t deal_seed =
                    selfplay_deal_seed(config.seed, static_cast<std::uint64_t>(deal));
                std::array<int, 4> slot_of{};  // by seat index
                for (int k = 0; k < 4; ++k) {
                    const int seat = (k + rotation) % 4;
                    slot_of[static_cast<std::size_t>(seat)] = k;
                    owned[static_cast<std::size_t>(k)] =
                        make_agent(config.agents[static_cast<std::size_t>(k)],
                                   agent_seed(deal_seed, seat_from_index(seat)));
                    by_seat[static_cast<std::size_t>(seat)] =
                        owned[static_cast<std::size_t>(k)].get();
                }

                Game game(config.rules, deal_seed);
                messages.clear();
                if (whole_pots) {
                    while (!game.pot_over()) {
                        play_hand_checked(game, by_seat, config.check, messages, false);
                        if (game.hand_running()) break;  // an illegal action: the pot cannot go on
                    }
                    if (config.check) verify_whole_log(game, messages);
                    ++part.pots;
                } else {
                    play_hand_checked(game, by_seat, config.check, messages);
                }

                const std::vector<Event>& events = game.events();
                int discards = 0;
                int counted_discard = -1;  // a discard won on by several counts one deal-in
                for (const Event& e : events) {
                    if (std::holds_alternative<HandStarted>(e)) ++part.hands;
                    if (std::holds_alternative<Discarded>(e)) ++discards;
                    if (const auto* ended = std::get_if<HandEnded>(&e))
                        part.draws += ended->drawn ? 1 : 0;
                    const auto* won = std::get_if<Won>(&e);
                    if (!won) continue;
                    SlotStats& w = part.slots[static_cast<std::size_t>(
                        slot_of[static_cast<std::size_t>(index(won->winner))])];
                    ++w.wins;
                    if (won->by == WinBy::SelfDraw) ++w.self_draws;
                    if (won->by == WinBy::Discard && counted_discard != discards) {
                        counted_discard = discards;
                        ++part.slots[static_cast<std::size_t>(
                                         slot_of[static_cast<std::size_t>(index(won->discarder))])]
                              .deal_ins;
                    }
                }
                for (int s = 0; s < 4; ++s)
                    part.slots[static_cast<std::size_t>(slot_of[static_cast<std::size_t>(s)])]
                        .points += game.state().standings[static_cast<std::size_t>(s)];

                if (!config.replay_dir.empty() || config.verify_replays) {
                    ReplayHeader header;
                    header.rules = config.rules;
                    header.seed = deal_seed;
                    for (int s = 0; s < 4; ++s)
                        header.seats[static_cast<std::size_t>(s)].agent =
                            config.agents[static_cast<std::size_t>(
                                slot_of[static_cast<std::size_t>(s)])];
                    const std::string text = write_replay(header, events);
                    std::string path;
                    if (!config.replay_dir.empty()) {
                        char name[64];
                        std::snprintf(name, sizeof name,
                                      whole_pots ? "pot-%0*lld.jsonl" : "hand-%0*lld.jsonl", digits,
                                      h);
                        path = (std::filesystem::path(config.replay_dir) / name).string();
                        try {
                            save_replay_text(path, text);  // the text made above, not a second one
                        } catch (const std::exception& e) {
                            const std::lock_guard<std::mutex> lock(error_mutex);
                            if (error.empty()) error = e.what();
                            next.store(total);
                            return;
                        }
                    }
                    if (config.verify_replays) {
                        verify_written_replay(text, path, game, whole_pots, messages);
                        ++part.replays_verified;
                    }
                }

                part.violation_count += static_cast<long long>(messages.size());
                for (std::string& m : messages) {
                    if (part.violations.size() >= kMaxViolationsKept) break;
                    part.violations.emplace_back(h, std::move(m));
                }
            }
        }
    };

    const int threads =
        static_cast<int>(std::min<long long>(config.threads, std::max(1LL, total / chunk + 1)));
    std::vector<Partial> parts(static_cast<std::size_t>(threads));
    if (threads == 1) {
        worker(parts[0]);
    } else {
        std::vector<std::thread> pool;
        pool.reserve(static_cast<std::size_t>(threads));
        for (int t = 0; t < threads; ++t)
            pool.emplace_back(worker, std::ref(parts[static_cast<std::size_t>(t)]));
        for (std::thread& t : pool) t.join();
    }
    if (!error.empty()) throw std::runtime_error(error);

    SelfplayResult result;
    std::vector<std::pair<long long, std::string>> violations;
    for (int k = 0; k < 4; ++k)
        result.slots[static_cast<std::size_t>(k)].agent =
            config.agents[static_cast<std::size_t>(k)];
    for (Partial& p : parts) {
        result.hands += p.hands;
        result.pots += p.pots;
        result.replays_verified += p.replays_verified;
        result.draws += p.draws;
        result.invariant_violations += p.violation_count;
        for (int k = 0; k < 4; ++k) {
            SlotStats& to = result.slots[static_cast<std::size_t>(k)];
            const SlotStats& from = p.slots[static_cast<std::size_t>(k)];
            to.wins += from.wins;
            to.self_draws += from.self_draws;
            to.deal_ins += from.deal_ins;
            to.points += from.points;
        }
        for (auto& v : p.violations) violations.push_back(std::move(v));
    }
    std::stable_sort(violations.begin(), violations.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (auto& [h, m] : violations) {
        if (result.violations.size() >= kMaxViolationsKept) break;
        result.violations.push_back((whole_pots ? "pot " : "hand ") + std::to_string(h) + ": " + m);
    }
    result.elapsed_s =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace haolao
