import XCTest

@testable import SampleApp

@MainActor
final class DemoSessionTests: XCTestCase {
    func test_scriptedWalk_firstPart_endsOnTheDeepLinkedDetails() async {
        let session = DemoSession()
        var titles: [String] = []
        var trees: [String] = []
        session.runScript { title, tree in
            titles.append(title)
            trees.append(tree)
        }
        XCTAssertEqual(titles.count, session.script.count + session.featuresScript.count + session.layoutScript.count)
        XCTAssertEqual(session.script.count, 8)
        XCTAssertEqual(trees[7], "root MainModule() > DetailsModule(source: deepLink)")
        XCTAssertEqual(
            trees[5],
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

    func test_everyScriptedStep_changesWhatThePrintedTreeShows() async {
        let session = DemoSession()
        var previous = session.tree
        session.runScript { title, tree in
            XCTAssertNotEqual(tree, previous, "the step \"\(title)\" shows no change")
            previous = tree
        }
    }

    func test_aCommandThatChangesNothing_saysSo_aboveTheTree() async {
        let session = DemoSession()
        XCTAssertEqual(
            try session.execute("pop").get(), "nothing changed: pop had nothing to act on\nroot MainModule()")
        XCTAssertEqual(
            try session.execute("dismiss ").get(), "nothing changed: dismiss had nothing to act on\nroot MainModule()")
        XCTAssertEqual(try session.execute("push Settings").get(), "root MainModule() > SettingsModule(tab: general)")
    }

    func test_extraArguments_areRefused_sayingWhatTheModuleTakes() async {
        let session = DemoSession()
        let errors = [
            "push Main now": "Main takes no arguments, not now",
            "present sheet Settings twice over": "Settings takes no arguments, not twice over",
            "push Details deepLink now": "Details takes: Details <mainScreen|deepLink>; not now",
            "show ItemDetails 2 3": "ItemDetails takes: ItemDetails <itemID>; not 3",
        ]
        for (command, message) in errors {
            XCTAssertEqual(session.execute(command), .failure(DemoCommandError(description: message)), command)
        }
        XCTAssertEqual(session.tree, "root MainModule()")
    }

    func test_wrongCommands_getAOneLineError() async {
        let session = DemoSession()
        let errors = [
            "": "empty command; try help",
            "fly": "unknown command fly; try help",
            "push Nowhere": "unknown module Nowhere; try help",
            "push Detials deepLink": "unknown module Detials; try help",
            "present sheet Setings now": "unknown module Setings; try help",
            "push Details": "Details needs a DetailsSource argument",
            "push Details sideways": "sideways is not a DetailsSource; use mainScreen, deepLink",
            "push Edit one": "Edit needs a whole number",
            "present fullscreen Profile": "unknown style fullscreen; use modal, sheet or popup",
            "pop many": "pop takes a whole number, not many",
            "answer Yes": "no alert shows; alert raises one",
        ]
        for (command, message) in errors {
            XCTAssertEqual(session.execute(command), .failure(DemoCommandError(description: message)), command)
        }
        XCTAssertEqual(session.tree, "root MainModule()")
    }

    func test_aKnownCommandWithTheWrongArguments_saysWhatItTakes() async {
        let session = DemoSession()
        let errors = [
            "push": "push takes: push <Module> [arguments]",
            "present modal": "present takes: present <modal|sheet|popup> <Module> [arguments]",
            "open": "open takes: open <url>",
            "answer": "answer takes: answer <button>",
            "pop 1 2": "pop takes: pop [count]",
            "dismiss now": "dismiss takes: dismiss",
            "fly high": "unknown command fly; try help",
        ]
        for (command, message) in errors {
            XCTAssertEqual(session.execute(command), .failure(DemoCommandError(description: message)), command)
        }
    }

    func test_popWithACountBelowOne_isRefused() async {
        let session = DemoSession()
        _ = session.execute("push Settings")
        for count in ["-1", "0"] {
            XCTAssertEqual(
                session.execute("pop \(count)"),
                .failure(DemoCommandError(description: "pop takes a count of 1 or more, not \(count)")))
        }
        XCTAssertEqual(session.tree, "root MainModule() > SettingsModule(tab: general)")
    }

    func test_answer_matchesCaseInsensitively_andListsTheButtonsThatExist() async {
        let session = DemoSession()
        _ = session.execute("alert")
        XCTAssertEqual(
            session.execute("answer Maybe"),
            .failure(DemoCommandError(description: "the alert has no button Maybe; its buttons are Yes, No")))
        XCTAssertEqual(try session.execute("answer yes").get(), "root MainModule()")
    }

    func test_legend_explainsEveryPartOfTheTree() async {
        for part in ["root", "bottom to top", "indented line", "modal, sheet or popup", "alert"] {
            XCTAssertTrue(DemoSession.legend.contains(part), part)
        }
        XCTAssertFalse(DemoSession.legend.contains("\n"), "one line")
    }
}
