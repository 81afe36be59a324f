// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built haolao-cli (HAOLAO_CLI_PATH) as a child process, shared by the CLI, replay and
// selfplay tests. No shell is involved, so arguments need no quoting.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "haolao/game.h"

namespace haolao::test {

struct CliRun {
    int status = -1;  // exit status, or -1 when the process did not exit normally
    std::string out;
    std::string err;
};

inline std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Paths a test made under the temp dir, removed when the test program exits. ctest runs each
// test in a process of its own, so a test's files go with it; before, every run left its files
// in /tmp (hundreds after a day's work).
class TempPaths {
  public:
    TempPaths() = default;
    TempPaths(const TempPaths&) = delete;
    TempPaths& operator=(const TempPaths&) = delete;
    ~TempPaths() {
        std::error_code ignored;  // (one already gone is no error)
        for (const std::string& p : paths_) std::filesystem::remove_all(p, ignored);
    }
    void add(std::string path) { paths_.push_back(std::move(path)); }

  private:
    std::vector<std::string> paths_;
};

inline TempPaths& temp_paths() {
    static TempPaths paths;
    return paths;
}

// A fresh file under the test temp dir, holding `content`; removed when the program exits.
inline std::string temp_file(const std::string& tag, const std::string& content = "") {
    std::string path = ::testing::TempDir() + "haolao_" + tag + "_XXXXXX";
    const int fd = mkstemp(path.data());
    if (fd >= 0) close(fd);
    std::ofstream(path, std::ios::binary) << content;
    temp_paths().add(path);
    return path;
}

// Runs haolao-cli with `args`, feeding `input` on stdin.
inline CliRun run_cli(const std::vector<std::string>& args, const std::string& input = "") {
    const std::string in_path = temp_file("cli_in", input);
    const std::string out_path = temp_file("cli_out");
    const std::string err_path = temp_file("cli_err");
    std::vector<std::string> store = {HAOLAO_CLI_PATH};
    store.insert(store.end(), args.begin(), args.end());
    std::vector<char*> argv;
    argv.reserve(store.size());
    for (std::string& a : store) argv.push_back(a.data());
    argv.push_back(nullptr);

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, in_path.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_TRUNC, 0);
    posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_TRUNC, 0);
    pid_t pid = 0;
    CliRun run;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0) {
        int wstatus = 0;
        if (waitpid(pid, &wstatus, 0) == pid && WIFEXITED(wstatus))
            run.status = WEXITSTATUS(wstatus);
    }
    posix_spawn_file_actions_destroy(&actions);
    run.out = read_file(out_path);
    run.err = read_file(err_path);
    for (const std::string& p : {in_path, out_path, err_path}) std::remove(p.c_str());
    return run;
}

// The CLI's name of an action type (app/cli/json_util.cpp), for comparing its JSON.
inline std::string cli_action_type(ActionType t) {
    switch (t) {
        case ActionType::Discard:
            return "discard";
        case ActionType::Kong:
            return "kong";
        case ActionType::Win:
            return "win";
        case ActionType::Pass:
            return "pass";
        case ActionType::Pong:
            return "pong";
        case ActionType::ExposedKong:
            return "exposed_kong";
        case ActionType::AddedKong:
            return "added_kong";
    }
    return "?";
}

}  // namespace haolao::test
