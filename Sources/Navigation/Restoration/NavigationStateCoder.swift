import Foundation

/// Saves a ``NavigationState`` to `Data` and restores it, for modules that are
/// ``RestorableModule``.
///
/// ```swift
/// let coder = try NavigationStateCoder(modules: [DetailsModule.self, GameModule.self, ListModule.self])
/// let data = try coder.encode(navigation.state)
/// ...
/// switch navigation.restore(from: data, using: coder) {
/// case .success(let dropped): dropped.forEach { log($0) }
/// case .failure(let error): log(error)          // the state is untouched
/// }
/// ```
///
/// The encoding holds every layer with its style and its stack, and a format version.
/// Alerts are not saved: their actions are closures.
///
/// On decoding, a module that cannot be restored (a name no registered type has, a
/// shape that no longer decodes, or a module that was not restorable when saved) ends
/// its stack there: everything before it is kept, and it and what follows are reported
/// as dropped. A presented layer whose own module cannot be restored is dropped with
/// every layer above it. A blob that is not a saved state at all, or one from a newer
/// format, is an error, and nothing is restored.
public struct NavigationStateCoder: Sendable {
    /// The format version this coder writes and the newest it reads.
    public static let formatVersion = 1

    private let types: [String: ModuleTypeReference]

    /// Two module types registered under one name.
    public struct DuplicateNameError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The names registered more than once.
        public let names: [String]

        /// The names, for logs.
        public var description: String {
            "module types share the restoration names \(names); give each type a name of its own"
        }
    }

    /// Creates a coder for `modules`.
    /// - Parameter modules: Every module type that may be restored.
    /// - Throws: ``DuplicateNameError`` when two types share a name.
    public init(modules: [any RestorableModule.Type]) throws {
        var types: [String: ModuleTypeReference] = [:]
        var duplicates: [String] = []
        for type in modules {
            if let existing = types[type.restorationName], ObjectIdentifier(existing.type) != ObjectIdentifier(type) {
                duplicates.append(type.restorationName)
            }
            types[type.restorationName] = ModuleTypeReference(type: type)
        }
        guard duplicates.isEmpty else { throw DuplicateNameError(names: duplicates) }
        self.types = types
    }

    /// The state as `Data`.
    /// - Parameter state: The state to save.
    /// - Returns: The encoded state.
    /// - Throws: ``RestorationError/encodingFailed(_:)`` when a module's own encoding fails.
    public func encode(_ state: NavigationState) throws -> Data {
        var presentations: [SavedLayer] = []
        for presentation in state.presentations {
            let module = entry(for: presentation.module)
            presentations.append(
                SavedLayer(style: presentation.style, module: module, stack: entries(for: presentation.stack)))
            if case .skipped = module { break }
        }
        let saved = SavedState(
            version: Self.formatVersion, stack: entries(for: state.stack), presentations: presentations)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try encoder.encode(saved)
        } catch {
            throw RestorationError.encodingFailed("\(error)")
        }
    }

    /// The state saved in `data`, with what could not be restored; or why nothing could.
    /// - Parameter data: What ``encode(_:)`` returned.
    /// - Returns: The restored state and the dropped modules, or a ``RestorationError``.
    public func decode(_ data: Data) -> Result<RestoredNavigationState, RestorationError> {
        let decoder = JSONDecoder()
        decoder.userInfo[.restorableModules] = ModuleRegistry(types: types)
        let version: Int
        do {
            version = try decoder.decode(SavedVersion.self, from: data).version
        } catch {
            return .failure(.corrupt("no format version: \(Self.summary(of: error))"))
        }
        guard version <= Self.formatVersion else {
            return .failure(.unsupportedVersion(found: version, supported: Self.formatVersion))
        }
        let saved: SavedState
        do {
            saved = try decoder.decode(SavedState.self, from: data)
        } catch {
            return .failure(.corrupt(Self.summary(of: error)))
        }
        return .success(Self.restore(saved))
    }

    private func entries(for stack: [AnyModule]) -> [SavedModule] {
        var entries: [SavedModule] = []
        for module in stack {
            let entry = entry(for: module)
            entries.append(entry)
            if case .skipped = entry { break }
        }
        return entries
    }

    private func entry(for module: AnyModule) -> SavedModule {
        guard let restorable = module.base as? any RestorableModule,
            let registered = types[Swift.type(of: restorable).restorationName],
            ObjectIdentifier(registered.type) == ObjectIdentifier(Swift.type(of: restorable))
        else {
            return .skipped(typeName: "\(Swift.type(of: module.base))")
        }
        return .module(name: Swift.type(of: restorable).restorationName, module: restorable)
    }

    private static func restore(_ saved: SavedState) -> RestoredNavigationState {
        var dropped: [DroppedModule] = []
        func stack(_ entries: [SavedModule], layer: Int) -> [AnyModule] {
            var modules: [AnyModule] = []
            for (position, entry) in entries.enumerated() {
                switch entry.restored {
                case .module(let module):
                    modules.append(AnyModule(module))
                case .dropped(let reason):
                    dropped.append(DroppedModule(layer: layer, position: position, reason: reason))
                    return modules
                }
            }
            return modules
        }
        let root = stack(saved.stack, layer: 0)
        var presentations: [Presentation] = []
        for (index, layer) in saved.presentations.enumerated() {
            let module: any RestorableModule
            switch layer.module.restored {
            case .module(let restored):
                module = restored
            case .dropped(let reason):
                dropped.append(DroppedModule(layer: index + 1, position: nil, reason: reason))
                return RestoredNavigationState(
                    state: NavigationState(stack: root, presentations: presentations), dropped: dropped)
            }
            presentations.append(
                Presentation(style: layer.style, module: AnyModule(module), stack: stack(layer.stack, layer: index + 1))
            )
        }
        return RestoredNavigationState(
            state: NavigationState(stack: root, presentations: presentations), dropped: dropped)
    }

    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "corrupt data: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
        case DecodingError.typeMismatch(let type, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is not a \(type)"
        case DecodingError.valueNotFound(let type, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has no \(type)"
        default: "\(error)"
        }
    }
}

/// A state restored from `Data`, and what could not be restored.
public struct RestoredNavigationState {
    /// The restored state.
    public var state: NavigationState
    /// The modules that could not be restored, each ending its stack, in the order found.
    public var dropped: [DroppedModule]
}

/// A module that could not be restored, where it stood, and why.
public struct DroppedModule: Hashable, Sendable, CustomStringConvertible {
    /// The layer it stood in: 0 for the root layer, n for the n-th presented layer.
    public let layer: Int
    /// Its position in the layer's stack, or `nil` when it was the presented layer's own
    /// module (and the layer went with it, with every layer above).
    public let position: Int?
    /// Why it could not be restored.
    public let reason: Reason

    /// Creates a report of a dropped module.
    /// - Parameters:
    ///   - layer: The layer it stood in: 0 for the root layer.
    ///   - position: Its position in the layer's stack, or `nil` for the layer's own module.
    ///   - reason: Why it could not be restored.
    public init(layer: Int, position: Int?, reason: Reason) {
        self.layer = layer
        self.position = position
        self.reason = reason
    }

    /// Why a module could not be restored.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// No registered module type has this restoration name.
        case unknownName(String)
        /// The module type with this name no longer decodes what was saved.
        case undecodable(name: String, error: String)
        /// The module was not a registered ``RestorableModule`` when saved.
        case notRestorable(typeName: String)

        /// The reason, for logs.
        public var description: String {
            switch self {
            case .unknownName(let name): "no module type is named \(name)"
            case .undecodable(let name, let error): "\(name) no longer decodes: \(error)"
            case .notRestorable(let typeName): "\(typeName) was not restorable when saved"
            }
        }
    }

    /// Where the module stood and why it was dropped, for logs.
    public var description: String {
        let place = position.map { "layer \(layer), position \($0)" } ?? "layer \(layer)"
        return "dropped at \(place): \(reason)"
    }
}

/// Why a saved state could not be restored at all.
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The data is not a saved navigation state: random, truncated or damaged.
    case corrupt(String)
    /// The data was saved by a newer format than this coder reads.
    case unsupportedVersion(found: Int, supported: Int)
    /// A module's own encoding failed.
    case encodingFailed(String)

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .corrupt(let detail): "the saved navigation state is corrupt (\(detail))"
        case .unsupportedVersion(let found, let supported):
            "the saved navigation state has format \(found); this version reads up to \(supported)"
        case .encodingFailed(let detail): "a module could not be encoded (\(detail))"
        }
    }
}

extension NavigationService {
    /// Replaces the state with the one saved in `data`, as one change; on an error the
    /// state is untouched. Alerts that show are not kept: they are never saved.
    /// - Parameters:
    ///   - data: What ``NavigationStateCoder/encode(_:)`` returned.
    ///   - coder: The coder that knows the app's restorable modules.
    /// - Returns: The modules that could not be restored, or why nothing was.
    @discardableResult
    public func restore(from data: Data, using coder: NavigationStateCoder) -> Result<[DroppedModule], RestorationError>
    {
        coder.decode(data).map { restored in
            state = restored.state
            return restored.dropped
        }
    }
}

// MARK: The encoding

extension CodingUserInfoKey {
    fileprivate static let restorableModules = CodingUserInfoKey(rawValue: "navigation.restorableModules")!
}

private struct ModuleRegistry: Sendable {
    let types: [String: ModuleTypeReference]
}

/// A registered module type.
private struct ModuleTypeReference: @unchecked Sendable {
    // Sendable because a metatype is immutable and the coder only calls the type's
    // nonisolated Codable requirements; newer compilers ask protocols to opt in with
    // SendableMetatype, which Swift 6.0 does not have.
    let type: any RestorableModule.Type
}

private struct SavedVersion: Decodable {
    let version: Int
}

private struct SavedState: Codable {
    let version: Int
    let stack: [SavedModule]
    let presentations: [SavedLayer]
}

private struct SavedLayer: Codable {
    let style: PresentationStyle
    let module: SavedModule
    let stack: [SavedModule]
}

/// One saved module: its name and value, or the type that could not be saved. On
/// decoding, a module that cannot be restored is not an error of the whole state: it
/// records why, and the stack ends there.
private enum SavedModule: Codable {
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
