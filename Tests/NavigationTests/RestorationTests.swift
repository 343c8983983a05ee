import Foundation
import Navigation
import Testing

extension DetailsModule: RestorableModule { static let restorationName = "details" }
extension GameModule: RestorableModule { static let restorationName = "game" }
extension ListModule: RestorableModule { static let restorationName = "list" }
extension ProfileModule: RestorableModule { static let restorationName = "profile" }

/// A module whose saved shape changed: it once stored `source`, now `origin`.
private struct RenamedFieldModule: RestorableModule {
    static let restorationName = "details"
    let origin: DetailsSource
    func build(container: Container) -> some View { EmptyView() }
}

/// A second type that claims the name "game".
private struct ImpostorModule: RestorableModule {
    static let restorationName = "game"
    func build(container: Container) -> some View { EmptyView() }
}

@Suite struct RestorationTests {
    let coder = try! NavigationStateCoder(modules: [
        DetailsModule.self, GameModule.self, ListModule.self, ProfileModule.self,
    ])

    /// Root > Details > Game; a sheet of List > Profile; a popup of Details over it.
    func layeredState() -> NavigationState {
        var state = NavigationState()
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Game(source: .deepLink, difficulty: .hard)))
        state.apply(
            .present(
                sheet: .List(),
                options: SheetOptions(detents: [.medium, .fraction(0.3)], allowsInteractiveDismiss: false)))
        state.apply(.push(.Profile))
        state.apply(.present(popup: .Details(source: .deepLink)))
        return state
    }

    @Test func wholeLayeredState_roundTrips() throws {
        let state = layeredState()
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state == state)
        #expect(restored.state.presentations.map(\.style) == state.presentations.map(\.style))
        #expect(restored.dropped.isEmpty)
    }

    @Test func encoding_carriesTheFormatVersionAndStableNames() throws {
        let json = String(decoding: try coder.encode(layeredState()), as: UTF8.self)
        #expect(json.contains("\"version\":1"))
        #expect(json.contains("\"name\":\"game\""))
        #expect(!json.contains("GameModule"))
    }

    @Test func alerts_areNotSaved() throws {
        var state = layeredState()
        state.apply(.showAlert(.defaultAlert(yesAction: {}, noAction: nil)))
        #expect(try coder.decode(try coder.encode(state)).get().state.alerts.isEmpty)
    }

    @Test @MainActor func closureModule_endsItsStackWhenSaved() throws {
        var state = NavigationState()
        state.apply(.push(.Details(source: .mainScreen)))
        state.apply(.push(.Confirmation(completed: {})))
        state.apply(.push(.Profile))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(
            restored.dropped == [
                DroppedModule(layer: 0, position: 1, reason: .notRestorable(typeName: "ConfirmationModule"))
            ])
    }

    @Test @MainActor func closureModuleAsALayer_dropsThatLayerAndThoseAbove() throws {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.present(modal: .List()))
        state.apply(.present(modal: .Confirmation(completed: {})))
        state.apply(.present(sheet: .Profile))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state.presentations.map(\.module) == [AnyModule(ListModule.List())])
        #expect(restored.dropped.map(\.layer) == [2])
        #expect(restored.dropped.first?.position == nil)
    }

    @Test func removedType_truncatesItsStackAndSaysWhy() throws {
        let data = try coder.encode(layeredState())
        let withoutGames = try NavigationStateCoder(modules: [DetailsModule.self, ListModule.self, ProfileModule.self])
        let restored = try withoutGames.decode(data).get()
        #expect(restored.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(restored.state.presentations.count == 2)
        #expect(restored.dropped == [DroppedModule(layer: 0, position: 1, reason: .unknownName("game"))])
    }

    @Test func renamedField_truncatesAtTheModuleThatNoLongerDecodes() throws {
        var state = NavigationState()
        state.apply(.push(.Profile))
        state.apply(.push(.Details(source: .deepLink)))
        state.apply(.push(.Profile))
        let data = try coder.encode(state)
        let renamed = try NavigationStateCoder(modules: [RenamedFieldModule.self, ProfileModule.self])
        let restored = try renamed.decode(data).get()
        #expect(restored.state.stack == [AnyModule(ProfileModule.Profile)])
        #expect(restored.dropped.count == 1)
        guard case .undecodable(let name, _) = restored.dropped[0].reason else {
            Issue.record("expected an undecodable module, got \(restored.dropped)")
            return
        }
        #expect(name == "details")
    }

    @Test(arguments: [0.0, 0.25, 0.5, 0.9, 0.99])
    func truncatedBlob_isCorrupt(fraction: Double) throws {
        let data = try coder.encode(layeredState())
        let truncated = data.prefix(Int(Double(data.count) * fraction))
        guard case .failure(.corrupt) = coder.decode(Data(truncated)) else {
            Issue.record("a blob cut at \(fraction) decoded")
            return
        }
    }

    @Test func randomBytes_areCorrupt_neverACrash() {
        var random = SplitMix(state: 42)
        for length in 0..<2_000 {
            let bytes = (0..<(length % 300)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if case .success = coder.decode(Data(bytes)) {
                Issue.record("random bytes decoded: \(bytes)")
            }
        }
    }

    @Test func blobFromANewerFormat_isRefused() throws {
        var json = String(decoding: try coder.encode(layeredState()), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"version\":1", with: "\"version\":2")
        #expect(coder.decode(Data(json.utf8)).failure == .unsupportedVersion(found: 2, supported: 1))
    }

    @Test func twoTypesWithOneName_areRefused() {
        #expect(throws: NavigationStateCoder.DuplicateNameError.self) {
            try NavigationStateCoder(modules: [GameModule.self, ImpostorModule.self])
        }
    }

    @Test @MainActor func restore_replacesTheStateInOneChange_orLeavesItUntouched() throws {
        let navigation = NavigationService()
        navigation.push(.Profile)
        let before = navigation.state
        #expect(navigation.restore(from: Data("garbage".utf8), using: coder).failure != nil)
        #expect(navigation.state == before)
        let saved = layeredState()
        #expect(try navigation.restore(from: try coder.encode(saved), using: coder).get() == [])
        #expect(navigation.state == saved)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
