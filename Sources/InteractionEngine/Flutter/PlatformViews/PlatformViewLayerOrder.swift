extension PlatformView {
    /// How the iOS engine orders the platform views' roots and overlays among the FlutterView's
    /// subviews once they are composed (docs/semantics.md S7.5; `flutter.platformViewOrder`). UIKit
    /// hit-tests subviews from the last to the first and ignores `layer.zPosition`, so this decides
    /// which of two overlapping platform views a touch reaches.
    public enum LayerOrder: String, Sendable, CaseIterable {
        /// The subviews follow the composition order: a frame whose order differs re-adds the roots and
        /// overlays in order (`addSubview` moves a view to the front). Engines to Flutter 1.12
        /// (flutter/engine#6712, #8202) and from Flutter 3.10 (#39527, #40091) to today. The default.
        case followComposition
        /// A root or overlay is added once, when it first appears; later frames change only
        /// `layer.zPosition`, so the subviews keep the order of first attachment. Flutter 1.17 to 3.7
        /// (flutter/engine#17049/#17237, #29930).
        case firstAttached
    }
}
