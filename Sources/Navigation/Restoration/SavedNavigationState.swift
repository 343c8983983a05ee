// The saved format of a navigation state: the types NavigationStateCoder encodes and
// decodes, one per part of the state, and the registry of module types it decodes with.
import Foundation

extension CodingUserInfoKey {
    static let restorableModules = CodingUserInfoKey(rawValue: "navigation.restorableModules")!
}

struct ModuleRegistry: Sendable {
    let types: [String: ModuleTypeReference]
}

/// A registered module type.
struct ModuleTypeReference: @unchecked Sendable {
    // Sendable because a metatype is immutable and the coder only calls the type's
    // nonisolated Codable requirements; newer compilers ask protocols to opt in with
    // SendableMetatype, which Swift 6.0 does not have.
    let type: any RestorableModule.Type
}

/// The format version of a blob, read before anything else so that a blob of an
/// unknown version is refused as such.
struct SavedVersion: Decodable {
    enum Version {
        case whole(Int)
        case fraction(Double)
        case notANumber
    }

    private enum Keys: String, CodingKey {
        case version
    }

    let version: Version

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        guard container.contains(.version) else {
            throw DecodingError.keyNotFound(
                Keys.version, DecodingError.Context(codingPath: [], debugDescription: "no version"))
        }
        if let whole = try? container.decode(Int.self, forKey: .version) {
            version = .whole(whole)
        } else if let number = try? container.decode(Double.self, forKey: .version) {
            version = .fraction(number)
        } else {
            version = .notANumber
        }
    }
}

/// Format 2: the saved layers as JSON text, and the checksum of that text.
struct SavedEnvelope: Codable {
    let version: Int
    let checksum: String
    let state: String
}

/// The saved layers: what format 2 keeps in its `state` text, and format 1 beside its
/// version. With a tab bar or a split view at the root, `stack` is empty and the root
/// layer's stacks are saved in it; a state without either is saved as it was before
/// they existed, so older blobs of format 2 read as states without them.
struct SavedLayers: Codable {
    var stack: [SavedModule]
    let presentations: [SavedLayer]
    var tabs: SavedTabBar?
    var splitView: SavedSplitView?

    init(stack: [SavedModule], presentations: [SavedLayer]) {
        self.stack = stack
        self.presentations = presentations
    }

    private enum CodingKeys: String, CodingKey {
        case stack, presentations, tabs, splitView
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        stack = try container.decode([SavedModule].self, forKey: .stack)
        presentations = try container.decode([SavedLayer].self, forKey: .presentations)
        tabs = try container.decodeIfPresent(SavedTabBar.self, forKey: .tabs)
        splitView = try container.decodeIfPresent(SavedSplitView.self, forKey: .splitView)
        let problem: String? =
            if tabs != nil && splitView != nil {
                "a tab bar and a split view are both at the root"
            } else if (tabs != nil || splitView != nil) && !stack.isEmpty {
                "a root stack beside a tab bar or a split view"
            } else if let tabs, tabs.tabs.isEmpty {
                "a tab bar without tabs"
            } else if let tabs, !tabs.tabs.indices.contains(tabs.selected) {
                "the selected tab \(tabs.selected) of \(tabs.tabs.count)"
            } else {
                nil
            }
        if let problem {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: problem))
        }
    }
}

extension SavedLayers {
    /// The first limit the saved layers exceed, and what they hold of it; `nil` within
    /// every limit.
    var exceededLimit: (RestorationError.Limit, found: Int)? {
        if presentations.count > RestorationError.Limit.layers.maximum { return (.layers, presentations.count) }
        if let tabs, tabs.tabs.count > RestorationError.Limit.tabs.maximum { return (.tabs, tabs.tabs.count) }
        let stacks =
            [stack, splitView?.stack ?? []] + presentations.map(\.stack) + (tabs?.tabs.map(\.stack) ?? [])
        let deepest = stacks.lazy.map(\.count).max() ?? 0
        return deepest > RestorationError.Limit.stackDepth.maximum ? (.stackDepth, deepest) : nil
    }
}

/// A tab bar: each tab's root module and stack, the selected tab's position, and the
/// reselection rule.
struct SavedTabBar: Codable {
    let tabs: [SavedTab]
    let selected: Int
    let reselection: SavedReselection
}

struct SavedTab: Codable {
    let module: SavedModule
    let stack: [SavedModule]
}

/// ``TabReselection`` by a stable name, not its Swift spelling.
enum SavedReselection: String, Codable {
    case popsToRoot, keepsStack

    init(_ reselection: TabReselection) {
        switch reselection {
        case .popsToRoot: self = .popsToRoot
        case .keepsStack: self = .keepsStack
        }
    }

    var reselection: TabReselection {
        switch self {
        case .popsToRoot: .popsToRoot
        case .keepsStack: .keepsStack
        }
    }
}

/// A split view: its columns, each absent when it shows nothing or when a column before
/// it could not be saved, and the detail column's stack.
struct SavedSplitView: Codable {
    let style: SavedSplitStyle
    let sidebar: SavedModule
    var content: SavedModule?
    var detail: SavedModule?
    var stack: [SavedModule]
    let isCollapsed: Bool
}

/// ``SplitView/Style`` by a stable name.
enum SavedSplitStyle: String, Codable {
    case twoColumns, threeColumns

    init(_ style: SplitView.Style) {
        switch style {
        case .twoColumns: self = .twoColumns
        case .threeColumns: self = .threeColumns
        }
    }

    var style: SplitView.Style {
        switch self {
        case .twoColumns: .twoColumns
        case .threeColumns: .threeColumns
        }
    }
}

struct SavedLayer: Codable {
    let style: SavedPresentationStyle
    let module: SavedModule
    let stack: [SavedModule]
}

/// One saved module: its name and value, or the type that could not be saved. On
/// decoding, a module that cannot be restored is not an error of the whole state: it
/// records why, and the stack ends there.
enum SavedModule: Codable {
    case module(name: String, module: any RestorableModule)
    case skipped(typeName: String)
    case unrestorable(DroppedModule.Reason)

    private enum Keys: String, CodingKey {
        case name, value, skipped
    }

    enum Restored {
        case module(any RestorableModule)
        case dropped(DroppedModule.Reason)
    }

    var restored: Restored {
        switch self {
        case .module(_, let module): .module(module)
        case .skipped(let typeName): .dropped(.notRestorable(typeName: typeName))
        case .unrestorable(let reason): .dropped(reason)
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let typeName = try container.decodeIfPresent(String.self, forKey: .skipped) {
            self = .skipped(typeName: typeName)
            return
        }
        let name = try container.decode(String.self, forKey: .name)
        guard let registry = decoder.userInfo[.restorableModules] as? ModuleRegistry,
            let type = registry.types[name]?.type
        else {
            self = .unrestorable(.unknownName(name))
            return
        }
        do {
            self = .module(name: name, module: try Self.decode(type, from: container))
        } catch {
            self = .unrestorable(.undecodable(name: name, error: "\(error)"))
        }
    }

    private static func decode<M: RestorableModule>(_ type: M.Type, from container: KeyedDecodingContainer<Keys>) throws
        -> M
    {
        try container.decode(M.self, forKey: .value)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .module(let name, let module):
            try container.encode(name, forKey: .name)
            try container.encode(module, forKey: .value)
        case .skipped(let typeName):
            try container.encode(typeName, forKey: .skipped)
        case .unrestorable:
            preconditionFailure("only decoding produces unrestorable entries")
        }
    }
}
