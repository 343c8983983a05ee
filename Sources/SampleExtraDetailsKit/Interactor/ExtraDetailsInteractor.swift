/// Gives the Extra details screen its data.
final class ExtraDetailsInteractor: ExtraDetailsInteracting {
    func relatedItem(of itemID: Int) -> Int { itemID + 1 }
}
