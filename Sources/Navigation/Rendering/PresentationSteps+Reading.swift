extension PresentationSteps {
    // MARK: Reading

    /// What to do about each awaited report, given what UIKit shows.
    package func decide(_ reading: SceneReading) -> [ReadDecision] {
        var decisions: [ReadDecision] = []
        for awaited in awaiting.sorted(by: { $0.description < $1.description }) {
            switch awaited {
            case .layerShown(let id):
                switch reading.motion(ofLayer: id) {
                case .still?, .disappearing?: decisions.append(.reported(awaited))
                case .appearing?: break
                case nil:
                    // Dropped. Asked again only once nothing moves and nothing of
                    // another's sits where it would go: UIKit would drop it again.
                    if !reading.isPresentationMoving, !reading.showsOthers { decisions.append(.retractLayer(id)) }
                }
            case .layerGone(let id):
                switch reading.motion(ofLayer: id) {
                case nil: decisions.append(.reported(awaited))
                case .still?: decisions.append(.reshowLayer(id))
                case .appearing?, .disappearing?: break
                }
            case .alertShown(let id):
                switch reading.motion(ofAlert: id) {
                case .still?, .disappearing?: decisions.append(.reported(awaited))
                case .appearing?: break
                case nil:
                    if !reading.isPresentationMoving, !reading.showsOthers { decisions.append(.retractAlert(id)) }
                }
            case .alertGone(let id):
                switch reading.motion(ofAlert: id) {
                case nil: decisions.append(.reported(awaited))
                case .still?: decisions.append(.repeatFrame)
                case .appearing?, .disappearing?: break
                }
            case .stack:
                break
            }
        }
        return decisions
    }
}
