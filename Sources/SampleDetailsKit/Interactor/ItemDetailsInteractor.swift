/// Gives the Item details screen its data.
final class ItemDetailsInteractor: ItemDetailsInteracting {
    func title(of itemID: Int) -> String { "Item \(itemID)" }
}
