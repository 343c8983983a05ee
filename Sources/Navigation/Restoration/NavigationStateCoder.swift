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
/// The encoding holds the root layer in its shape (a plain stack; a tab bar with each
/// tab's root module and stack, the selected tab and the reselection rule; or a split
/// view with its style, columns, detail stack and whether it is collapsed), every
/// presented layer with its style and its stack, a format version and a checksum.
/// Alerts are not saved: their actions are closures.
///
/// On decoding, a module that cannot be restored (a name no registered type has, a
/// shape that no longer decodes, or a module that was not restorable when saved) ends
/// its stack there: everything before it is kept, and it and what follows are reported
/// as dropped. Each drop is one ``DroppedModule``, in the order found:
///
/// | what cannot be restored | what is dropped | layer, position, and where the description says it stood |
/// |---|---|---|
/// | a module in a layer's stack | it and the rest of that stack | the layer, its position |
/// | a presented layer's own module | that layer and every layer above it | the layer below, `nil`, "the layer presented over" it |
/// | a tab's root module | that tab, with its stack; the other tabs stay, in order | `.root`, `nil`, "tab i" |
/// | a module in a tab's stack | it and the rest of that tab's stack | `.root`, its position, "tab i" |
/// | the sidebar | the whole split view: the root is a plain empty stack | `.root`, `nil`, "the sidebar column" |
/// | the content column's module | the content, the detail and the detail stack | `.root`, `nil`, "the content column" |
/// | the detail column's module | the detail and the detail stack | `.root`, `nil`, "the detail column" |
/// | a content column saved in a split view of two columns | that content only | `.root`, `nil`, "the content column", with a reason that starts "misplaced" |
/// | a detail saved without its content in a split view of three columns | the detail and the detail stack | `.root`, `nil`, "the detail column", with a reason that starts "misplaced" |
/// | a module in the detail column's stack | it and the rest of that stack | `.root`, its position, "the detail column" |
///
/// `i` is the tab's position in the saved tab bar. The selected tab stays selected when
/// it is restored; when it is dropped, the first restored tab is selected, as a fresh
/// launch shows; when no tab is restored, the root layer is a plain empty stack. The
/// reselection rule is restored with the tabs. A split view whose columns are dropped
/// keeps its style, its sidebar and whether it is collapsed. The presented layers are
/// restored over whatever root is left.
///
/// A blob that is not a saved state at all, one changed after it was saved, or one of a
/// format version this coder does not know, is an error, and nothing is restored.
///
/// ## Limits
///
/// Restoring costs time linear in the blob, and the coder refuses a blob past a ceiling
/// well above what an app's screens hold, so that a damaged or forged file read at
/// launch returns promptly: more than 4 MiB, more than 100 presented layers, more than
/// 100 tabs, or more than 10,000 modules in one stack is
/// ``RestorationError/corrupt(_:)``, naming the limit and what the data holds, and
/// nothing is restored. The size is checked before anything is read. ``encode(_:)``
/// throws ``RestorationError/encodingFailed(_:)`` for a state past these limits, so an app
/// never saves a blob that restores nothing.
///
/// ## Format versions
///
/// - 2, written since the checksum: `{"checksum": …, "state": …, "version": 2}`, where
///   `state` is the saved layers as JSON text and `checksum` the 64-bit FNV-1a hash of
///   that text's UTF-8 bytes, in hexadecimal. The hash catches a blob damaged or edited
///   in transit, which would otherwise restore a different screen; it is no defense
///   against someone who forges a blob on purpose. A tab bar is saved in the text's
///   `tabs` and a split view in its `splitView`, so the checksum covers them; a state
///   with neither is saved without them, as version 2 was first written, and a blob
///   without them restores a plain root stack.
/// - 1: the saved layers and the version in one object, with no checksum. Blobs saved
///   in it still decode.
///
/// A version that is a whole number other than these is
/// ``RestorationError/unsupportedVersion(found:supported:)``, one too large for an `Int`
/// (such as `1e20`) reported as `Int.max` (or `Int.min` below zero); one that is not a
/// whole number, or not a number, is ``RestorationError/corrupt(_:)``.
public struct NavigationStateCoder: Sendable {
    /// The format version this coder writes and the newest it reads; it reads every
    /// version from 1 up.
    package static let formatVersion = 2

    private let types: [String: ModuleTypeReference]

    /// Two module types registered under one name.
    package struct DuplicateNameError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The names registered more than once.
        public let names: [String]

        /// The names, for logs.
        public var description: String {
            "module types share the restoration names \(names); give each type a name of its own"
        }
    }

    /// Creates a coder for `modules`.
    /// - Parameter modules: Every module type that may be restored.
    /// - Throws: An error naming them when two types share a name.
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
    /// - Throws: ``RestorationError/encodingFailed(_:)`` when a module's own encoding fails;
    ///   also for a state past the limits that restoring accepts (see Limits), which would
    ///   save a blob nothing restores.
    public func encode(_ state: NavigationState) throws -> Data {
        var presentations: [SavedLayer] = []
        for presentation in state.presentations {
            let module = entry(for: presentation.module)
            presentations.append(
                SavedLayer(
                    style: SavedPresentationStyle(presentation.style), module: module,
                    stack: entries(for: presentation.stack)))
            if case .skipped = module { break }
        }
        var layers = SavedLayers(stack: entries(for: state.stack), presentations: presentations)
        if let selected = state.selectedTabIndex {
            layers.stack = []
            layers.tabs = SavedTabBar(
                tabs: state.tabs.map { tab in
                    let module = entry(for: tab.module)
                    if case .skipped = module { return SavedTab(module: module, stack: []) }
                    return SavedTab(module: module, stack: entries(for: tab.stack))
                },
                selected: selected, reselection: SavedReselection(state.tabReselection))
        } else if let split = state.splitView {
            layers.stack = []
            layers.splitView = savedSplitView(split)
        }
        // What decode would refuse is refused here, so an app never saves a state it
        // cannot restore.
        if let (limit, found) = layers.exceededLimit { throw limit.encodingRefusal(found: found) }
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let text = String(decoding: try encoder.encode(layers), as: UTF8.self)
            let envelope = SavedEnvelope(version: Self.formatVersion, checksum: Self.checksum(of: text), state: text)
            data = try encoder.encode(envelope)
        } catch {
            throw RestorationError.encodingFailed("a module could not be encoded: \(error)")
        }
        let bytes = RestorationError.Limit.bytes
        if data.count > bytes.maximum { throw bytes.encodingRefusal(found: data.count) }
        return data
    }

    /// The state saved in `data`, with what could not be restored; or why nothing could.
    /// - Parameter data: What ``encode(_:)`` returned.
    /// - Returns: The restored state and the dropped modules, or a ``RestorationError``.
    package func decode(_ data: Data) -> Result<RestoredNavigationState, RestorationError> {
        guard data.count <= RestorationError.Limit.bytes.maximum else {
            return .failure(RestorationError.Limit.bytes.refusal(found: data.count))
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.restorableModules] = ModuleRegistry(types: types)
        let version: SavedVersion.Version
        do {
            version = try decoder.decode(SavedVersion.self, from: data).version
        } catch {
            return .failure(.corrupt("no format version: \(Self.summary(of: error))"))
        }
        let layers: SavedLayers
        switch version {
        case .whole(1):
            // The first format: the layers and the version in one object, unchecked.
            do {
                layers = try decoder.decode(SavedLayers.self, from: data)
            } catch {
                return .failure(.corrupt(Self.summary(of: error)))
            }
        case .whole(2):
            let envelope: SavedEnvelope
            do {
                envelope = try decoder.decode(SavedEnvelope.self, from: data)
            } catch {
                return .failure(.corrupt(Self.summary(of: error)))
            }
            guard envelope.checksum == Self.checksum(of: envelope.state) else {
                return .failure(.corrupt("checksum mismatch: the saved state was changed after it was saved"))
            }
            do {
                layers = try decoder.decode(SavedLayers.self, from: Data(envelope.state.utf8))
            } catch {
                return .failure(.corrupt(Self.summary(of: error)))
            }
        case .whole(let found):
            return .failure(.unsupportedVersion(found: found, supported: Self.formatVersion))
        case .fraction(let number) where number.isFinite && number.rounded(.towardZero) == number:
            // A whole number too large for an `Int`, such as 1e20: a version from far ahead.
            return .failure(.unsupportedVersion(found: number < 0 ? .min : .max, supported: Self.formatVersion))
        case .fraction(let number):
            return .failure(.corrupt("the format version \(number) is not a whole number this coder can read"))
        case .notANumber:
            return .failure(.corrupt("the format version is not a number"))
        }
        if let (limit, found) = layers.exceededLimit {
            return .failure(limit.refusal(found: found))
        }
        return .success(Self.restore(layers))
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 lowercase hexadecimal digits.
    private static func checksum(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
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

    /// The split view's columns and detail stack, each up to the first module that
    /// cannot be saved: it is saved as skipped, and what it leads to is not.
    private func savedSplitView(_ split: SplitView) -> SavedSplitView {
        var saved = SavedSplitView(
            style: SavedSplitStyle(split.style), sidebar: entry(for: split.sidebar), content: nil, detail: nil,
            stack: [], isCollapsed: split.isCollapsed)
        if case .skipped = saved.sidebar { return saved }
        if let content = split.content {
            saved.content = entry(for: content)
            if case .skipped? = saved.content { return saved }
        }
        if let detail = split.detail {
            saved.detail = entry(for: detail)
            if case .skipped? = saved.detail { return saved }
        }
        saved.stack = entries(for: split.stack)
        return saved
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

    /// The state `saved` holds, in time linear in it: every module is a new appearance,
    /// so the state is built from its parts. The root layer comes first (its tabs in
    /// order, or the split view's columns in order), then each presented layer bottom first.
    private static func restore(_ saved: SavedLayers) -> RestoredNavigationState {
        // Where each module was dropped, by its layer's position in the restored state's
        // layers (root first), until that state tells which LayerID each position has.
        var dropped: [(layer: Int, place: DroppedModule.Place, position: Int?, reason: DroppedModule.Reason)] = []
        func stack(_ entries: [SavedModule], layer: Int, place: DroppedModule.Place = .layer) -> [AnyModule] {
            var modules: [AnyModule] = []
            modules.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                switch entry.restored {
                case .module(let module):
                    modules.append(AnyModule(module))
                case .dropped(let reason):
                    dropped.append((layer, place, position, reason))
                    return modules
                }
            }
            return modules
        }
        var root = NavigationState.Root.stack([])
        if let tabBar = saved.tabs {
            // A tab whose root module is dropped goes with its stack; the rest keep their order.
            var tabs: [Tab] = []
            var selected: Int?
            for (index, tab) in tabBar.tabs.enumerated() {
                switch tab.module.restored {
                case .module(let module):
                    if index == tabBar.selected { selected = tabs.count }
                    tabs.append(Tab(module: AnyModule(module), stack: stack(tab.stack, layer: 0, place: .tab(index))))
                case .dropped(let reason):
                    dropped.append((0, .tab(index), nil, reason))
                }
            }
            if !tabs.isEmpty {
                // The saved selection, or, when its tab is dropped, the first tab restored.
                root = .tabs(tabs, selected: selected ?? 0, reselection: tabBar.reselection.reselection)
            }
        } else if let split = saved.splitView {
            root =
                restore(
                    split, dropping: { dropped.append((0, .column($0), nil, $1)) },
                    stack: { stack($0, layer: 0, place: .detail) }
                ).map(NavigationState.Root.split) ?? .stack([])
        } else {
            root = .stack(stack(saved.stack, layer: 0))
        }
        var presentations: [Presentation] = []
        for (index, layer) in saved.presentations.enumerated() {
            guard case .module(let module) = layer.module.restored else {
                if case .dropped(let reason) = layer.module.restored {
                    // Named by the layer it would have been presented over: the topmost one kept.
                    dropped.append((index, .layer, nil, reason))
                }
                break
            }
            presentations.append(
                Presentation(
                    style: layer.style.style, module: AnyModule(module), stack: stack(layer.stack, layer: index + 1))
            )
        }
        let state = NavigationState(newAppearancesIn: root, presentations: presentations)
        let reports = dropped.map { drop in
            let layer = state.layers[drop.layer]
            return DroppedModule(
                layer: layer.id, place: drop.place, position: drop.position, reason: drop.reason,
                layerName: layer.presentation.map { "the \($0.style.kind) of \($0.module)" })
        }
        return RestoredNavigationState(state: state, dropped: reports)
    }

    /// The split view `saved` holds, column by column: a column that cannot be restored,
    /// or that its style has no room for, is reported, and it and what follows it (the
    /// columns after it and the detail column's stack) are not restored; `nil` when the
    /// sidebar cannot be restored.
    private static func restore(
        _ saved: SavedSplitView,
        dropping: (DroppedModule.Column, DroppedModule.Reason) -> Void,
        stack: ([SavedModule]) -> [AnyModule]
    ) -> SplitView? {
        guard case .module(let sidebar) = saved.sidebar.restored else {
            if case .dropped(let reason) = saved.sidebar.restored { dropping(.sidebar, reason) }
            return nil
        }
        let style = saved.style.style
        var split = SplitView(style: style, sidebar: AnyModule(sidebar), isCollapsed: saved.isCollapsed)
        if let content = saved.content {
            switch (style, content.restored) {
            case (.twoColumns, _):
                // Two columns have no content column: the detail is what the sidebar selected.
                dropping(.content, .misplaced("a split view of two columns has no content column"))
            case (.threeColumns, .module(let module)):
                split.content = AnyModule(module)
            case (.threeColumns, .dropped(let reason)):
                dropping(.content, reason)
                return split
            }
        }
        if let detail = saved.detail {
            switch detail.restored {
            case .module where style == .threeColumns && split.content == nil:
                dropping(.detail, .misplaced("a split view of three columns shows a detail only beside a content"))
                return split
            case .module(let module):
                split.detail = AnyModule(module)
            case .dropped(let reason):
                dropping(.detail, reason)
                return split
            }
        }
        split.stack = stack(saved.stack)
        return split
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
