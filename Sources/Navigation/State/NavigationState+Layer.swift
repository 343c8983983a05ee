extension NavigationState {
    /// One layer of a state, as the state stores it: the root layer (whose own module the
    /// state does not hold) or a presented layer with its style and module; each with its
    /// address and its stack.
    ///
    /// A state's ``NavigationState/layers`` holds the root layer first, then each
    /// presented layer bottom first. Two layers are equal when their styles, modules and
    /// stacks are: ids are not compared, as ``Presentation`` does not compare them.
    package struct Layer: Hashable {
        /// The layer's address: ``LayerID/root``, or its module's appearance.
        package let id: LayerID
        /// How the layer covers the ones below it; `nil` for the root layer.
        package let style: PresentationStyle?
        /// The module at the root of the layer; `nil` for the root layer.
        package let module: AnyModule?
        /// The modules pushed inside the layer, bottom first: for the root layer, the
        /// selected tab's or the split view's detail column's stack.
        package var stack: [AnyModule]

        /// The root layer with `stack`.
        package static func root(_ stack: [AnyModule]) -> Layer {
            Layer(id: .root, style: nil, module: nil, stack: stack)
        }

        /// The presented layer `presentation` describes.
        package init(_ presentation: Presentation) {
            self.init(
                id: presentation.layerID, style: presentation.style, module: presentation.module,
                stack: presentation.stack)
        }

        private init(id: LayerID, style: PresentationStyle?, module: AnyModule?, stack: [AnyModule]) {
            self.id = id
            self.style = style
            self.module = module
            self.stack = stack
        }

        /// The layer as a presentation; `nil` for the root layer.
        package var presentation: Presentation? {
            guard let style, let module else { return nil }
            return Presentation(style: style, module: module, stack: stack)
        }

        /// The layer's module followed by its stack: the modules of a presented layer's
        /// navigation stack, root first; for the root layer, its stack alone.
        package var modules: [AnyModule] {
            module.map { [$0] + stack } ?? stack
        }

        /// Whether both layers have equal styles, modules and stacks.
        package static func == (lhs: Layer, rhs: Layer) -> Bool {
            lhs.style == rhs.style && lhs.module == rhs.module && lhs.stack == rhs.stack
        }

        /// Hashes the style, module and stack.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(style)
            hasher.combine(module)
            hasher.combine(stack)
        }
    }
}
