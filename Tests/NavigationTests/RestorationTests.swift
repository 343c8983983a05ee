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

    @Test func encoding_carriesTheFormatVersionAChecksumAndStableNames() throws {
        let json = String(decoding: try coder.encode(layeredState()), as: UTF8.self)
        #expect(json.hasSuffix(",\"version\":2}"))
        #expect(json.hasPrefix("{\"checksum\":\""))
        #expect(json.contains(#"\"name\":\"game\""#))
        #expect(!json.contains("GameModule"))
    }

    @Test func aBlobOfTheFirstFormat_stillDecodes() throws {
        let saved = #"""
            {"presentations":[{"module":{"name":"list","value":{"source":{"mainScreen":{}}}},\#
            "stack":[{"name":"details","value":{"source":{"mainScreen":{}}}}],\#
            "style":{"sheet":{"_0":{"allowsInteractiveDismiss":false,"detents":[{"medium":{}}]}}}},\#
            {"module":{"skipped":"ProfileModule"},"stack":[],"style":{"modal":{}}}],\#
            "stack":[{"name":"game","value":{"difficulty":{"hard":{}},"source":{"deepLink":{}}}}],"version":1}
            """#
        let restored = try coder.decode(Data(saved.utf8)).get()
        var expected = NavigationState()
        expected.apply(.push(.Game(source: .deepLink, difficulty: .hard)))
        expected.apply(
            .present(sheet: .List(), options: SheetOptions(detents: [.medium], allowsInteractiveDismiss: false)))
        expected.apply(.push(.Details(source: .mainScreen)))
        #expect(restored.state == expected)
        #expect(restored.state.presentations.map(\.style) == expected.presentations.map(\.style))
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: restored.state.presentations[0].layerID, position: nil,
                    reason: .notRestorable(typeName: "ProfileModule"))
            ])
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
                DroppedModule(layer: .root, position: 1, reason: .notRestorable(typeName: "ConfirmationModule"))
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
        // Named by the layer it would have been presented over: the list, now on top.
        #expect(
            restored.dropped == [
                DroppedModule(
                    layer: restored.state.presentations[0].layerID, position: nil,
                    reason: .notRestorable(typeName: "ConfirmationModule"))
            ])
    }

    @Test @MainActor func closureModuleAsTheFirstLayer_isNamedByTheRootLayer() throws {
        var state = NavigationState()
        state.apply(.present(modal: .Confirmation(completed: {})))
        let restored = try coder.decode(try coder.encode(state)).get()
        #expect(restored.state.presentations.isEmpty)
        #expect(
            restored.dropped == [
                DroppedModule(layer: .root, position: nil, reason: .notRestorable(typeName: "ConfirmationModule"))
            ])
        #expect(restored.dropped[0].description.hasPrefix("dropped at the layer presented over root: "))
    }

    @Test func aModuleDroppedFromAPresentedStack_isNamedByThatLayer() throws {
        let data = try coder.encode(layeredState())
        let withoutProfiles = try NavigationStateCoder(modules: [DetailsModule.self, GameModule.self, ListModule.self])
        let restored = try withoutProfiles.decode(data).get()
        let sheet = restored.state.presentations[0].layerID
        #expect(restored.state.presentations.count == 2)
        #expect(restored.state.presentations[0].stack.isEmpty)
        #expect(restored.dropped == [DroppedModule(layer: sheet, position: 0, reason: .unknownName("profile"))])
        #expect(
            restored.dropped[0].description
                == "dropped at the sheet of ListModule(source: mainScreen), position 0: "
                + "no module type is named profile")
    }

    @Test func removedType_truncatesItsStackAndSaysWhy() throws {
        let data = try coder.encode(layeredState())
        let withoutGames = try NavigationStateCoder(modules: [DetailsModule.self, ListModule.self, ProfileModule.self])
        let restored = try withoutGames.decode(data).get()
        #expect(restored.state.stack == [AnyModule(DetailsModule.Details(source: .mainScreen))])
        #expect(restored.state.presentations.count == 2)
        #expect(restored.dropped == [DroppedModule(layer: .root, position: 1, reason: .unknownName("game"))])
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
        guard case .undecodable(let name, _) = restored.dropped[0].cause else {
            Issue.record("expected an undecodable module, got \(restored.dropped)")
            return
        }
        #expect(name == "details")
        #expect(restored.dropped[0].reason.hasPrefix("details no longer decodes: "), "\(restored.dropped[0].reason)")
    }

    @Test func aDroppedModulesReason_readsAsTheLogSaysIt() {
        let unknown = DroppedModule(layer: .root, position: 1, reason: .unknownName("game"))
        let unsaved = DroppedModule(layer: .root, position: nil, reason: .notRestorable(typeName: "ConfirmationModule"))
        let misplaced = DroppedModule(
            layer: .root, place: .content, position: nil, reason: .misplaced("a content column in two columns"))
        #expect(unknown.reason == "no module type is named game")
        #expect(unsaved.reason == "ConfirmationModule was not restorable when saved")
        #expect(misplaced.reason == "misplaced: a content column in two columns")
        #expect(unknown.description == "dropped at root, position 1: no module type is named game")
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
        #expect(json.contains("\"version\":2"))
        json = json.replacingOccurrences(of: "\"version\":2", with: "\"version\":3")
        #expect(coder.decode(Data(json.utf8)).failure == .unsupportedVersion(found: 3, supported: 2))
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

@Suite struct RestorationIntegrityTests {
    let coder = try! NavigationStateCoder(modules: [
        DetailsModule.self, GameModule.self, ListModule.self, ProfileModule.self,
    ])

    func state() -> NavigationState {
        var state = NavigationState()
        state.apply(.push(.Game(source: .deepLink, difficulty: .hard)))
        state.apply(.present(sheet: .List()))
        state.apply(.push(.Details(source: .mainScreen)))
        return state
    }

    /// A blob of the current format with its version replaced by `version`, as JSON text.
    func blob(withVersion version: String) throws -> Data {
        let json = String(decoding: try coder.encode(state()), as: UTF8.self)
        let current = "\"version\":\(NavigationStateCoder.formatVersion)"
        #expect(json.contains(current))
        return Data(json.replacingOccurrences(of: current, with: "\"version\":\(version)").utf8)
    }

    @Test(arguments: ["0", "-1", "-9223372036854775808"])
    func versionsBelowTheFirst_areUnsupported(version: String) throws {
        #expect(
            coder.decode(try blob(withVersion: version)).failure
                == .unsupportedVersion(found: Int(version)!, supported: NavigationStateCoder.formatVersion))
    }

    @Test(arguments: ["99999999999999999999", "1e20", "1e300"])
    func aWholeVersionTooLargeForAnInt_isUnsupported(version: String) throws {
        #expect(
            coder.decode(try blob(withVersion: version)).failure
                == .unsupportedVersion(found: .max, supported: NavigationStateCoder.formatVersion))
    }

    @Test func aWholeVersionTooSmallForAnInt_isUnsupported() throws {
        #expect(
            coder.decode(try blob(withVersion: "-1e20")).failure
                == .unsupportedVersion(found: .min, supported: NavigationStateCoder.formatVersion))
    }

    @Test(arguments: ["1.5", "2.0001", "-0.5"])
    func aVersionThatIsNotAWholeNumber_isCorrupt(version: String) throws {
        let failure = coder.decode(try blob(withVersion: version)).failure
        guard case .corrupt(let detail) = failure else {
            Issue.record("version \(version) gave \(String(describing: failure))")
            return
        }
        #expect(detail.hasPrefix("the format version "))
        #expect(detail.hasSuffix(" is not a whole number this coder can read"))
    }

    @Test(arguments: ["\"1\"", "null", "true", "[1]"])
    func aVersionThatIsNotANumber_isCorrupt(version: String) throws {
        #expect(coder.decode(try blob(withVersion: version)).failure == .corrupt("the format version is not a number"))
    }

    @Test func aBlobChangedInTransit_isCorrupt_notAnotherScreen() throws {
        let json = String(decoding: try coder.encode(state()), as: UTF8.self)
        #expect(json.contains("hard"))
        let changed = Data(json.replacingOccurrences(of: "hard", with: "easy").utf8)
        guard case .corrupt(let detail) = coder.decode(changed).failure else {
            Issue.record("a changed blob decoded: \(coder.decode(changed))")
            return
        }
        #expect(detail.contains("checksum"))
    }

    @Test func everySingleByteChange_isAnError() throws {
        let data = try coder.encode(state())
        for position in data.indices {
            for flip: UInt8 in [0x01, 0x20] {
                var changed = data
                changed[position] ^= flip
                if case .success(let restored) = coder.decode(changed) {
                    Issue.record("a change at byte \(position) decoded to \(restored.state)")
                }
            }
        }
    }
}
