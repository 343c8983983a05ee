import Navigation
import SampleDetailsKit
import SampleExtraDetailsKit

/// A command of the demo's interactive mode that could not run, with the reason.
public struct DemoCommandError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String
}

extension DemoSession {
    /// What the interactive mode understands.
    public static let help = """
        commands:
          push <Module> [arguments]              push a screen, e.g. push Details deepLink
          present <modal|sheet|popup> <Module>   present a screen, e.g. present modal Confirmation
          show <Module> [arguments]              show a screen where the policy places it, e.g. show ItemDetails 1
          policy <stack|modal>                   choose how shown screens appear
          pop [count] | popToRoot                go back
          dismiss | dismissAll                   dismiss the top layer, or every layer
          alert                                  ask to delete an item
          answer <button>                        tap a button of the alert, e.g. answer Yes
          open <url>                             follow a link, e.g. open myapp://game/deepLink/hard
          help | quit
        modules: Main, Details <mainScreen|deepLink>, Settings, Profile,
          Game <mainScreen|deepLink> <easy|normal|hard>, List [normal|favorites], Edit <itemID>,
          Report <itemID> <text>, Confirmation, Setup, ItemDetails <itemID>, ExtraDetails <itemID>
        """

    /// How to read ``tree``, in one line, printed before the scripted walk.
    public static let legend =
        "legend: root A > B is the root stack, bottom to top; an indented line is a layer presented over the line "
        + "above it (modal, sheet or popup, then its stack); alert is the alert on screen, with its buttons"

    /// Each command's arguments, as `help` shows them, for a command given the wrong number.
    private static let usages: [String: String] = [
        "push": "push <Module> [arguments]", "present": "present <modal|sheet|popup> <Module> [arguments]",
        "show": "show <Module> [arguments]", "policy": "policy <stack|modal>",
        "pop": "pop [count]", "popToRoot": "popToRoot", "dismiss": "dismiss", "dismissAll": "dismissAll",
        "alert": "alert", "answer": "answer <button>", "open": "open <url>", "help": "help", "quit": "quit",
    ]

    /// Runs one line of the interactive mode.
    /// - Parameter line: The command, such as `push Details deepLink`.
    /// - Returns: The tree after the command, the help text, or why the command did not
    ///   run. A command that changes nothing says so on a line above the tree; a policy
    ///   change, which the tree does not show, says which policy holds now.
    public func execute(_ line: String) -> Result<String, DemoCommandError> {
        let before = navigation.state
        let policyBefore = navigation.presentationPolicy.name
        let result = perform(line)
        guard case .success(let output) = result, output != Self.help, navigation.state == before else {
            return result
        }
        let policy = navigation.presentationPolicy.name
        if policy != policyBefore {
            return .success("policy: \(policy), for the screens shown from now on\n\(output)")
        }
        return .success(
            "nothing changed: \(line.trimmingCharacters(in: .whitespaces)) had nothing to act on\n\(output)")
    }

    private func perform(_ line: String) -> Result<String, DemoCommandError> {
        let words = line.split(separator: " ").map(String.init)
        guard let verb = words.first else { return .failure(DemoCommandError(description: "empty command; try help")) }
        let arguments = Array(words.dropFirst())
        switch (verb, arguments.count) {
        case ("help", 0):
            return .success(Self.help)
        case ("push", 1...):
            return Self.module(arguments).map { module in
                navigation.apply(.push(module))
                return finish()
            }
        case ("present", 2...):
            let styles: [String: PresentationStyle] = ["modal": .modal, "sheet": .sheet, "popup": .popup]
            guard let style = styles[arguments[0]] else {
                return .failure(
                    DemoCommandError(description: "unknown style \(arguments[0]); use modal, sheet or popup"))
            }
            return Self.module(Array(arguments.dropFirst())).map { module in
                navigation.apply(.present(module, style: style))
                return finish()
            }
        case ("show", 1...):
            return Self.module(arguments).map { module in
                navigation.show(module)
                return finish()
            }
        case ("policy", 1):
            let policies = ["stack": SampleFeatures.stackPolicy, "modal": SampleFeatures.modalPolicy]
            guard let policy = policies[arguments[0]] else {
                return .failure(DemoCommandError(description: "unknown policy \(arguments[0]); use stack or modal"))
            }
            navigation.presentationPolicy = policy
        case ("pop", 0):
            navigation.pop()
        case ("pop", 1):
            guard let count = Int(arguments[0]) else {
                return .failure(DemoCommandError(description: "pop takes a whole number, not \(arguments[0])"))
            }
            guard count >= 1 else {
                return .failure(DemoCommandError(description: "pop takes a count of 1 or more, not \(count)"))
            }
            navigation.pop(count: count)
        case ("popToRoot", 0):
            navigation.popToRoot()
        case ("dismiss", 0):
            navigation.dismiss()
        case ("dismissAll", 0):
            navigation.dismissAll()
        case ("alert", 0):
            navigation.alert = .defaultAlert(title: "Delete the item?", yesAction: nil, noAction: nil)
        case ("open", 1):
            if case .failure(let error) = navigation.open(arguments[0], with: SampleNavigation.deepLinks) {
                return .failure(DemoCommandError(description: error.description))
            }
        case ("answer", 1...):
            let title = arguments.joined(separator: " ")
            guard let alert = navigation.alert else {
                return .failure(DemoCommandError(description: "no alert shows; alert raises one"))
            }
            guard let button = alert.buttons.first(where: { $0.title.lowercased() == title.lowercased() }) else {
                let titles = alert.buttons.map(\.title).joined(separator: ", ")
                return .failure(
                    DemoCommandError(description: "the alert has no button \(title); its buttons are \(titles)"))
            }
            navigation.tap(button, of: alert)
        case (_, _) where Self.usages[verb] != nil:
            // A known command with too few or too many words: say what it takes.
            return .failure(DemoCommandError(description: "\(verb) takes: \(Self.usages[verb] ?? verb)"))
        default:
            return .failure(DemoCommandError(description: "unknown command \(verb); try help"))
        }
        return .success(finish())
    }

    private func finish() -> String {
        settle()
        return tree
    }

    /// How many arguments each module takes at most, and how `help` writes them; a module
    /// missing here takes none. Report's text takes the rest of the line.
    private static let moduleArguments: [String: (count: Int, usage: String)] = [
        "Details": (1, "Details <mainScreen|deepLink>"), "Game": (2, "Game <mainScreen|deepLink> <easy|normal|hard>"),
        "List": (1, "List [normal|favorites]"), "Edit": (1, "Edit <itemID>"),
        "Report": (.max, "Report <itemID> <text>"),
        "ItemDetails": (1, "ItemDetails <itemID>"), "ExtraDetails": (1, "ExtraDetails <itemID>"),
    ]

    /// The modules that take no arguments; with `moduleArguments`, every module a command names.
    private static let modulesWithoutArguments: Set<String> = ["Main", "Settings", "Profile", "Confirmation", "Setup"]

    private static func module(_ words: [String]) -> Result<AnyModule, DemoCommandError> {
        let name = words[0]
        let arguments = Array(words.dropFirst())
        // A misspelt name is unknown whatever follows it, not a module that takes no arguments.
        guard moduleArguments[name] != nil || modulesWithoutArguments.contains(name) else {
            return .failure(DemoCommandError(description: "unknown module \(name); try help"))
        }
        let takes = moduleArguments[name] ?? (0, name)
        if arguments.count > takes.count {
            let extra = arguments.dropFirst(takes.count).joined(separator: " ")
            return .failure(
                DemoCommandError(
                    description: takes.count == 0
                        ? "\(name) takes no arguments, not \(extra)" : "\(name) takes: \(takes.usage); not \(extra)"))
        }
        func value<T: RawRepresentable & CaseIterable>(_ index: Int, _ type: T.Type) throws -> T
        where T.RawValue == String {
            guard index < arguments.count else {
                throw DemoCommandError(description: "\(name) needs a \(T.self) argument")
            }
            guard let value = T(rawValue: arguments[index]) else {
                let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
                throw DemoCommandError(description: "\(arguments[index]) is not a \(T.self); use \(allowed)")
            }
            return value
        }
        func number(_ index: Int) throws -> Int {
            guard index < arguments.count, let number = Int(arguments[index]) else {
                throw DemoCommandError(description: "\(name) needs a whole number")
            }
            return number
        }
        do {
            switch name {
            case "Main": return .success(AnyModule(MainModule.Main))
            case "Details": return .success(AnyModule(DetailsModule.Details(source: try value(0, DetailsSource.self))))
            case "Settings": return .success(AnyModule(SettingsModule.Settings))
            case "Profile": return .success(AnyModule(ProfileModule.Profile))
            case "Game":
                let game = GameModule.Game(
                    source: try value(0, DetailsSource.self), difficulty: try value(1, GameDifficulty.self))
                return .success(AnyModule(game))
            case "List":
                return .success(
                    AnyModule(ListModule.List(source: arguments.isEmpty ? .normal : try value(0, ListSource.self))))
            case "Edit": return .success(AnyModule(EditModule.Edit(itemID: try number(0))))
            case "Report":
                let data = ReportData(itemID: try number(0), text: arguments.dropFirst().joined(separator: " "))
                return .success(AnyModule(ReportModule.Report(data: data, onSave: { _ in })))
            case "Confirmation": return .success(AnyModule(ConfirmationModule.Confirmation(completed: {})))
            case "Setup": return .success(AnyModule(SetupModule.Setup(didFinish: {})))
            case "ItemDetails": return .success(AnyModule(ItemDetailsModule.ItemDetails(itemID: try number(0))))
            case "ExtraDetails": return .success(AnyModule(ExtraDetailsModule.ExtraDetails(itemID: try number(0))))
            default: return .failure(DemoCommandError(description: "unknown module \(name); try help"))
            }
        } catch let error as DemoCommandError {
            return .failure(error)
        } catch {
            return .failure(DemoCommandError(description: "\(error)"))
        }
    }
}
