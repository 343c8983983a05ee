import Foundation
import Navigation
import Testing

// Restoration reads whatever is on disk at launch: past its documented ceilings it
// refuses the blob at once, naming the limit, instead of decoding it.

private let coder = try! NavigationStateCoder(modules: [ProfileModule.self, ListModule.self])

/// A blob as format version 1 wrote it, without a checksum, holding what `edit` makes of
/// `state`'s saved layers: how a file past the limits reaches `decode`, since `encode`
/// refuses to write one.
private func forgedBlob(from state: NavigationState, _ edit: (inout [String: Any]) -> Void) throws -> Data {
    let envelope = try JSONSerialization.jsonObject(with: try coder.encode(state)) as! [String: Any]
    var layers = try JSONSerialization.jsonObject(with: Data((envelope["state"] as! String).utf8)) as! [String: Any]
    edit(&layers)
    layers["version"] = 1
    return try JSONSerialization.data(withJSONObject: layers)
}

@Suite struct RestorationLimitsTests {
    @Test func aBlobLargerThanTheLimit_isRefusedBeforeItIsRead() {
        let forged = Data(repeating: UInt8(ascii: "["), count: 10 * 1_024 * 1_024)
        #expect(
            coder.decode(forged).failure
                == .corrupt("it holds \(forged.count) bytes; a saved state holds at most 4194304"))
    }

    @Test func moreLayersThanTheLimit_areRefused() throws {
        var state = NavigationState()
        for _ in 0..<100 { state.apply(.present(sheet: .Profile)) }
        let forged = try forgedBlob(from: state) { layers in
            var presentations = layers["presentations"] as! [Any]
            presentations.append(presentations.last!)
            layers["presentations"] = presentations
        }
        #expect(
            coder.decode(forged).failure
                == .corrupt("it holds 101 presented layers; a saved state holds at most 100"))
    }

    @Test func moreTabsThanTheLimit_areRefused() throws {
        let tabs = (0..<100).map { _ in AnyModule(ProfileModule.Profile) }
        let forged = try forgedBlob(from: NavigationState(tabs: tabs)) { layers in
            var bar = layers["tabs"] as! [String: Any]
            var saved = bar["tabs"] as! [Any]
            saved.append(saved.last!)
            bar["tabs"] = saved
            layers["tabs"] = bar
        }
        #expect(coder.decode(forged).failure == .corrupt("it holds 101 tabs; a saved state holds at most 100"))
    }

    @Test func aStackDeeperThanTheLimit_isRefused() throws {
        var state = NavigationState(tabs: [AnyModule(ListModule.List())])
        state.apply(.setStack(Array(repeating: AnyModule(ProfileModule.Profile), count: 10_000)))
        let forged = try forgedBlob(from: state) { layers in
            var bar = layers["tabs"] as! [String: Any]
            var saved = bar["tabs"] as! [[String: Any]]
            var stack = saved[0]["stack"] as! [Any]
            stack.append(stack.last!)
            saved[0]["stack"] = stack
            bar["tabs"] = saved
            layers["tabs"] = bar
        }
        #expect(
            coder.decode(forged).failure
                == .corrupt("it holds 10001 modules in one stack; a saved state holds at most 10000"))
    }

    @Test func aStatePastALimit_isNotSaved_sinceNothingWouldRestoreIt() {
        var deep = NavigationState()
        deep.apply(.setStack(Array(repeating: AnyModule(ProfileModule.Profile), count: 10_001)))
        var presented = NavigationState()
        for _ in 0...100 { presented.apply(.present(sheet: .Profile)) }
        let tabs = NavigationState(
            tabs: (0...100).map { _ in AnyModule(ProfileModule.Profile) })
        #expect(
            throws: RestorationError.encodingFailed(
                "it holds 10001 modules in one stack; a saved state holds at most 10000")
        ) { try coder.encode(deep) }
        #expect(
            throws: RestorationError.encodingFailed(
                "it holds 101 presented layers; a saved state holds at most 100")
        ) { try coder.encode(presented) }
        #expect(throws: RestorationError.encodingFailed("it holds 101 tabs; a saved state holds at most 100")) {
            try coder.encode(tabs)
        }
    }

    @Test func aStateAtEveryLimit_roundTrips() throws {
        let tabs = (0..<100).map { _ in AnyModule(ProfileModule.Profile) }
        var state = NavigationState(tabs: tabs, selectedIndex: 7)
        state.apply(.setStack(Array(repeating: AnyModule(ListModule.List()), count: 10_000)))
        for _ in 1..<100 { state.apply(.present(modal: .List())) }
        state.apply(.present(modal: .Profile))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.dropped.isEmpty)
        #expect(Set(restored.state.visibleModules.map(\.id)).count == restored.state.visibleModules.count)
    }

    @Test func aStatePastALimit_saysTheStateCouldNotBeSaved_notThatAModuleFailed() throws {
        var presented = NavigationState()
        for _ in 0...100 { presented.apply(.present(sheet: .Profile)) }
        let error = #expect(throws: RestorationError.self) { try coder.encode(presented) }
        #expect(
            error?.description
                == "the navigation state could not be saved "
                + "(it holds 101 presented layers; a saved state holds at most 100)")
    }

    @Test func aStateThatWouldSaveToMoreThanTheSizeLimit_isNotSaved() throws {
        let notes = try NavigationStateCoder(modules: [NoteModule.self])
        var state = NavigationState()
        for _ in 0..<5 { state.apply(.push(NoteModule(text: String(repeating: "a", count: 1_024 * 1_024)))) }
        let error = #expect(throws: RestorationError.self) { try notes.encode(state) }
        guard case .encodingFailed(let detail)? = error else {
            Issue.record("expected encodingFailed, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("it would take "), "\(detail)")
        #expect(detail.hasSuffix(" bytes; a saved state holds at most 4194304"), "\(detail)")
    }

    @Test func theLimit_namesWhatItCountsAndItsMaximum() {
        #expect(
            RestorationError.Limit.tabs.refusal(found: 150_000).description
                == "the saved navigation state is corrupt (it holds 150000 tabs; a saved state holds at most 100)")
    }
}

/// A module whose saved form is as large as its text.
private struct NoteModule: RestorableModule {
    static let restorationName = "note"
    let text: String
    func build(container: Container) -> some View { EmptyView() }
}
