import Foundation
import Navigation
import SampleApp
import XCTest

@testable import NavigationExample

/// The rows of a device table whose check needs a finger: those whose check cell says
/// "manual". The table is the first one after `heading` in the article at `path`.
private func manualRows(in path: String, after heading: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    let start = try XCTUnwrap(text.range(of: heading), "no \(heading) in \(path)")
    var rows: [String] = []
    var inTable = false
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("|") {
            inTable = true
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.last?.contains("manual") == true, let first = cells.first { rows.append(first) }
        } else if inTable {
            break
        }
    }
    return rows
}

/// A check's judge, fed its own start's state before and `change` applied after.
@MainActor
private func verdict(
    _ id: String, trace: [String], change: (NavigationService) -> Void = { _ in }
) throws -> DeviceVerdict {
    let check = try XCTUnwrap(DeviceCheck.all.first { $0.id == id }, id)
    let navigation = NavigationService()
    check.start(navigation)
    let before = navigation.state
    change(navigation)
    return check.judge(DeviceObservation(before: before, after: navigation.state, trace: trace))
}

final class DeviceCheckCatalogueTests: XCTestCase {
    func test_everyRowOfBothDeviceTablesThatNeedsAFinger_hasACheck() throws {
        let swiftUI = try manualRows(
            in: "Sources/Navigation/Navigation.docc/SwiftUIAdapter.md", after: "| to confirm | its check |")
        let uiKit = try manualRows(
            in: "Sources/Navigation/Navigation.docc/DrivingUIKit.md", after: "### What needs a device")
        XCTAssertEqual(swiftUI.count, 4, "\(swiftUI)")
        XCTAssertEqual(uiKit.count, 11, "\(uiKit)")
        let checked = Set(DeviceCheck.all.map(\.row))
        for row in swiftUI + uiKit {
            XCTAssertTrue(checked.contains(row), "no device check for the row: \(row)")
        }
        for check in DeviceCheck.all {
            XCTAssertTrue((swiftUI + uiKit).contains(check.row), "\(check.id) checks no row that needs a finger")
        }
        for row in swiftUI {
            XCTAssertTrue(DeviceCheck.all.contains { $0.row == row && $0.renderer == .swiftUI }, row)
        }
        // Each table names, in its row, the checks that settle it.
        for check in DeviceCheck.all {
            let article =
                check.renderer == .swiftUI
                ? "Sources/Navigation/Navigation.docc/SwiftUIAdapter.md"
                : "Sources/Navigation/Navigation.docc/DrivingUIKit.md"
            let text = try String(contentsOfFile: article, encoding: .utf8)
            let row = text.split(separator: "\n").first { $0.hasPrefix("| \(check.row) |") }
            XCTAssertTrue(row?.contains("`\(check.id)`") == true, "the row of \(check.id) does not name it")
        }
        for row in uiKit {
            XCTAssertTrue(DeviceCheck.all.contains { $0.row == row && $0.renderer == .uiKit }, row)
        }
    }

    func test_checks_haveDistinctIDs_andSteps() {
        XCTAssertEqual(Set(DeviceCheck.all.map(\.id)).count, DeviceCheck.all.count)
        for check in DeviceCheck.all {
            XCTAssertFalse(check.steps.isEmpty, check.id)
        }
    }
}

/// Each judge passes what the row expects, and fails what it does not: the state first,
/// then the trace.
@MainActor
final class DeviceCheckJudgeTests: XCTestCase {
    private let cue = DeviceObservation.cueLine

    func test_swipeBackReleased_passesOnePop_andFailsNone() async throws {
        let pop: (NavigationService) -> Void = { $0.pop() }
        XCTAssertTrue(
            try verdict("swiftUI.swipeBack.released", trace: ["event pathWritten([1], to: root)"], change: pop).passed)
        XCTAssertFalse(try verdict("swiftUI.swipeBack.released", trace: ["event pathWritten([1], to: root)"]).passed)
        XCTAssertFalse(try verdict("swiftUI.swipeBack.released", trace: [], change: pop).passed)
        XCTAssertTrue(
            try verdict(
                "uiKit.swipeBack.released", trace: ["event root pop began", "event root pop finished at [1]"],
                change: pop
            )
            .passed)
        XCTAssertFalse(try verdict("uiKit.swipeBack.released", trace: ["event root pop began"], change: pop).passed)
    }

    func test_swipeBackCancelled_passesAKeptStack_andFailsAPop() async throws {
        XCTAssertTrue(try verdict("swiftUI.swipeBack.cancelled", trace: []).passed)
        XCTAssertFalse(try verdict("swiftUI.swipeBack.cancelled", trace: [], change: { $0.pop() }).passed)
        let cancelled = ["event root pop began", "event root pop cancelled"]
        XCTAssertTrue(try verdict("uiKit.swipeBack.cancelled", trace: cancelled).passed)
        XCTAssertFalse(try verdict("uiKit.swipeBack.cancelled", trace: ["event root pop began"]).passed)
    }

    func test_sheetChecks_passAGoneSheet_andTheDismissalAskedAgain() async throws {
        let dismiss: (NavigationService) -> Void = { _ = $0.apply(.dismiss) }
        XCTAssertTrue(
            try verdict("swiftUI.sheet.draggedDown", trace: ["event layerDisappeared(2)"], change: dismiss).passed)
        XCTAssertFalse(try verdict("swiftUI.sheet.draggedDown", trace: ["event layerDisappeared(2)"]).passed)
        let again = ["do show(present)", cue, "do show(dismiss)", "do show(dismiss)"]
        XCTAssertTrue(try verdict("swiftUI.sheet.heldWhileDismissed", trace: again, change: dismiss).passed)
        XCTAssertFalse(
            try verdict(
                "swiftUI.sheet.heldWhileDismissed", trace: ["do show(present)", cue, "do show(dismiss)"],
                change: dismiss
            )
            .passed, "asked once only")
        XCTAssertFalse(try verdict("swiftUI.sheet.heldWhileDismissed", trace: again).passed, "the sheet is still up")
    }

    func test_tabReselection_passesAStackBackAtItsRoot() async throws {
        let reselect: (NavigationService) -> Void = { $0.popToRoot() }
        XCTAssertTrue(try verdict("swiftUI.tab.reselected", trace: [], change: reselect).passed)
        XCTAssertFalse(try verdict("swiftUI.tab.reselected", trace: []).passed)
        XCTAssertTrue(try verdict("uiKit.tab.reTapped", trace: ["event tab 1 reselected"], change: reselect).passed)
        XCTAssertFalse(try verdict("uiKit.tab.reTapped", trace: [], change: reselect).passed)
    }

    func test_morePick_passesTheLastTabSelected_throughTheMoreDelegate() async throws {
        let pick: (NavigationService) -> Void = { navigation in
            if let last = navigation.state.tabs.last { _ = navigation.apply(.selectTab(last.module)) }
        }
        let heard = ["event the More list shows tab #9"]
        XCTAssertTrue(try verdict("uiKit.tab.morePick", trace: heard, change: pick).passed)
        XCTAssertFalse(try verdict("uiKit.tab.morePick", trace: heard).passed, "the first tab is still selected")
        XCTAssertFalse(try verdict("uiKit.tab.morePick", trace: [], change: pick).passed, "no More delegate call")
    }

    func test_compactSplitBack_passesAClearedSelection() async throws {
        let back: (NavigationService) -> Void = { _ = $0.apply(.selectInSidebar(nil)) }
        let written = ["event selectionWritten(sidebar nil)"]
        XCTAssertTrue(try verdict("swiftUI.split.compactBack", trace: written, change: back).passed)
        XCTAssertFalse(try verdict("swiftUI.split.compactBack", trace: written).passed)
    }

    func test_slideOver_passesACollapseThenAnExpansion_keepingTheDetail() async throws {
        let trace = ["event split collapsed", "event split expanded"]
        XCTAssertTrue(try verdict("uiKit.split.slideOver", trace: trace).passed)
        XCTAssertFalse(try verdict("uiKit.split.slideOver", trace: trace.reversed()).passed)
        XCTAssertFalse(
            try verdict("uiKit.split.slideOver", trace: trace, change: { _ = $0.apply(.selectInSidebar(nil)) }).passed)
    }

    func test_background_passesThePushOnce_withTheSuspensionAndResumptionTraced() async throws {
        let push: (NavigationService) -> Void = { $0.push(.Details(source: .deepLink)) }
        let swiftUI = ["event activityChanged(background)", cue, "event activityChanged(active)"]
        XCTAssertTrue(try verdict("swiftUI.scene.background", trace: swiftUI, change: push).passed)
        XCTAssertFalse(try verdict("swiftUI.scene.background", trace: swiftUI).passed)
        XCTAssertFalse(
            try verdict(
                "swiftUI.scene.background", trace: swiftUI,
                change: {
                    push($0)
                    push($0)
                }
            ).passed, "doubled")
        let uiKit = [
            "event entered background", cue, "do wait: the scene is in the background", "event entered foreground",
        ]
        XCTAssertTrue(try verdict("uiKit.scene.homeGesture", trace: uiKit, change: push).passed)
        XCTAssertFalse(try verdict("uiKit.scene.homeGesture", trace: Array(uiKit.prefix(2)), change: push).passed)
    }

    func test_alerts_passTheSecondLeftAfterOneAnswer() async throws {
        let answer: (NavigationService) -> Void = { _ = $0.apply(.dismissAlert) }
        let answered = ["event alert answered with button 0"]
        XCTAssertTrue(try verdict("uiKit.alert.buttonTapped", trace: answered, change: answer).passed)
        XCTAssertFalse(try verdict("uiKit.alert.buttonTapped", trace: answered + answered, change: answer).passed)
        XCTAssertFalse(try verdict("uiKit.alert.buttonTapped", trace: answered).passed)
    }

    func test_swipeAfterATabSwitch_passesItsOwnTabsPop_withTheSecondTabSelected() async throws {
        let check = try XCTUnwrap(DeviceCheck.all.first { $0.id == "uiKit.swipeBack.afterTabSwitch" })
        let switchAndPop: (NavigationService) -> Void = { navigation in
            check.cue?.change(navigation)
            let first = navigation.state.tabs[0].module
            _ = navigation.apply(.selectTab(first))
            navigation.pop()
            check.cue?.change(navigation)
        }
        let trace = [cue, "event root pop finished at []"]
        XCTAssertTrue(try verdict(check.id, trace: trace, change: switchAndPop).passed)
        XCTAssertFalse(try verdict(check.id, trace: trace, change: { check.cue?.change($0) }).passed, "no pop")
    }

    func test_popupChecks_readTheBackdropsTaps() async throws {
        let dismiss: (NavigationService) -> Void = { $0.dismissPopup() }
        XCTAssertTrue(try verdict("uiKit.popup.backdropTap", trace: ["event 2 tapped outside"], change: dismiss).passed)
        XCTAssertFalse(
            try verdict(
                "uiKit.popup.backdropTap", trace: ["event 2 tapped outside", "event 2 tapped outside"], change: dismiss
            )
            .passed, "the tap inside reached the backdrop too")
        let check = try XCTUnwrap(DeviceCheck.all.first { $0.id == "uiKit.popup.backdropUnderSheet" })
        let sheet: (NavigationService) -> Void = { check.cue?.change($0) }
        let held = [
            "do hold: the tap outside 2, which step 3 presents over",
            "do keep: 2, tapped outside under a layer over it",
        ]
        XCTAssertTrue(try verdict(check.id, trace: held, change: sheet).passed)
        XCTAssertFalse(try verdict(check.id, trace: held.reversed(), change: sheet).passed)
    }

    func test_customDetents_passASheetThatStayedUpThroughTheDrags() async throws {
        let drags = ["event 2 swipe down began", "event 2 swipe down cancelled"]
        XCTAssertTrue(try verdict("uiKit.sheet.customDetents", trace: drags).passed)
        XCTAssertFalse(
            try verdict("uiKit.sheet.customDetents", trace: drags, change: { _ = $0.apply(.dismiss) }).passed)
    }
}
