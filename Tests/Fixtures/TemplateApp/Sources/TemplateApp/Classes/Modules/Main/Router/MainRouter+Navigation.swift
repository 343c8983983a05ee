// What a team adds to a generated router: navigation calls from a router that names no
// actor, in the Swift 5 language mode, as the seed README's routers make them.

import Foundation

extension MainRouter {
    func showDeleteAlert(onConfirm: (() -> Void)?, onCancel: (() -> Void)?) {
        navigation.alert = .defaultAlert(yesAction: onConfirm, noAction: onCancel)
    }

    func openProfile() {
        navigation.push(.Profile)
    }

    func closeEverything() {
        navigation.modalView = nil
        navigation.popupView = nil
        navigation.items = []
    }
}
