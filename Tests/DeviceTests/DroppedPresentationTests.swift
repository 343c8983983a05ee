#if os(iOS)
import Navigation
import SwiftUI
import XCTest

/// Row f: a presentation UIKit drops. The module's own sheet is up when the program
/// presents a layer; UIKit cannot present it from a controller already presenting, so the
/// layer shows only after the module's own sheet goes, here after ten seconds, and the
/// navigation state keeps the layer throughout.
@MainActor
final class DroppedPresentationTests: DeviceTestCase {
    func test_f_layerAskedForUnderTheModulesOwnSheetShowsOnceItGoes() async throws {
        let board = Switchboard()
        let ownLog = AppearanceLog()
        let navigation = try await hostRootView(TestScreen("root") { OwnSheetView(board: board, log: ownLog) })
        board.ownSheet = true
        guard await waitUntil("the module's own sheet", timeout: 10, { ownLog.has(.didAppear) }) else { return }
        guard await waitUntilSettled("the module's own sheet", stacks: [[1], []]) else { return }

        let layerLog = AppearanceLog()
        navigation.present(sheet: TestScreen("layer") { AppearanceProbe(log: layerLog).frame(width: 44, height: 44) })
        await keep(for: 10, "the state's layer while the module's own sheet is up") {
            navigation.state.presentations.map { $0.module.unwrap(as: TestScreen.self)?.name } == ["layer"]
        }
        check(!layerLog.has(.didAppear), "the layer showed over the module's own sheet: \(hierarchy)")

        board.ownSheet = false
        guard await waitUntil("the layer's viewDidAppear", timeout: 15, { layerLog.has(.didAppear) }) else { return }
        guard await waitUntilSettled("the layer", stacks: [[1], [1]]) else { return }
        check(ownLog.has(.didDisappear), "the module's own sheet never disappeared\n\(ownLog.text)")
        check(navigation.state.presentations.count == 1, "the state's layers: \(navigation.state)")
        check(
            layerLog.first(.didAppear)?.nextTurn?.holder === hierarchy.top,
            "the layer's content is not in the presented controller: \(hierarchy)")
    }
}

/// A module's view with a sheet of its own, driven by a `@State` flag that follows the
/// board.
private struct OwnSheetView: View {
    @ObservedObject var board: Switchboard
    let log: AppearanceLog
    @State private var showsSheet = false

    var body: some View {
        Text(verbatim: "module with a sheet")
            .onChange(of: board.ownSheet, initial: true) { _, shows in
                showsSheet = shows
            }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text(verbatim: "the module's own sheet")
                    AppearanceProbe(log: log).frame(width: 44, height: 44)
                }
            }
    }
}
#endif
