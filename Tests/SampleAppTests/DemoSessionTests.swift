import XCTest

@testable import SampleApp

@MainActor
final class DemoSessionTests: XCTestCase {
    func test_scriptedWalk_endsOnTheDeepLinkedDetails() async {
        let session = DemoSession()
        var titles: [String] = []
        var trees: [String] = []
        session.runScript { title, tree in
            titles.append(title)
            trees.append(tree)
        }
        XCTAssertEqual(titles.count, 9)
        XCTAssertEqual(trees.last, "root MainModule() > DetailsModule(source: deepLink)")
        XCTAssertEqual(
            trees[6],
            """
            root MainModule() > DetailsModule(source: mainScreen) > GameModule(source: mainScreen, difficulty: hard)
              modal ConfirmationModule(completed: (Function)) > DetailsModule(source: mainScreen) > ListModule(source: favorites)
            alert Alert "Delete Groceries?" "This cannot be undone." [Yes (destructive), No (cancel)]
            """
        )
        XCTAssertEqual(
            session.container.resolve(DataAssembly.self).build().item(id: 1), nil, "answering yes deleted the item")
    }

    func test_interactiveCommands_changeTheTree() async {
        let session = DemoSession()
        XCTAssertEqual(
            try session.execute("push Details deepLink").get(), "root MainModule() > DetailsModule(source: deepLink)")
        XCTAssertEqual(
            try session.execute("present modal Confirmation").get(),
            "root MainModule() > DetailsModule(source: deepLink)\n  modal ConfirmationModule(completed: (Function))"
        )
        XCTAssertEqual(try session.execute("dismiss").get(), "root MainModule() > DetailsModule(source: deepLink)")
        XCTAssertNoThrow(try session.execute("alert").get())
        XCTAssertEqual(try session.execute("answer No").get(), "root MainModule() > DetailsModule(source: deepLink)")
        XCTAssertEqual(try session.execute("pop").get(), "root MainModule()")
        XCTAssertEqual(try session.execute("help").get(), DemoSession.help)
    }

    func test_wrongCommands_getAOneLineError() async {
        let session = DemoSession()
        let errors = [
            "": "empty command; try help",
            "fly": "unknown command fly; try help",
            "push Nowhere": "unknown module Nowhere; try help",
            "push Details": "Details needs a DetailsSource argument",
            "push Details sideways": "sideways is not a DetailsSource; use mainScreen, deepLink",
            "push Edit one": "Edit needs a whole number",
            "present fullscreen Profile": "unknown style fullscreen; use modal, sheet or popup",
            "pop many": "pop takes a whole number, not many",
            "answer Yes": "no alert with a button Yes shows",
        ]
        for (command, message) in errors {
            XCTAssertEqual(session.execute(command), .failure(DemoCommandError(description: message)), command)
        }
        XCTAssertEqual(session.tree, "root MainModule()")
    }
}
