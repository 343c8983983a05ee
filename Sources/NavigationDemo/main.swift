import Foundation
import SampleApp

// Runs the sample app without a screen. With no arguments it walks a scripted path,
// printing the navigation state after each step; with --interactive it reads commands
// from standard input.

@MainActor
func run() {
    let session = DemoSession()
    guard ProcessInfo.processInfo.arguments.contains("--interactive") else {
        print("\(DemoSession.legend)\n")
        print("start\n\(session.tree)\n")
        session.runScript { title, tree in print("== \(title)\n\(tree)\n") }
        return
    }
    print(DemoSession.help)
    print("\n\(session.tree)")
    while true {
        print("> ", terminator: "")
        guard let line = readLine() else { return }
        let command = line.trimmingCharacters(in: .whitespaces)
        if command == "quit" { return }
        switch session.execute(command) {
        case .success(let output): print(output)
        case .failure(let error): print("error: \(error)")
        }
    }
}

MainActor.assumeIsolated { run() }
