extension PlatformView {
    /// How the iOS engine and the framework of a period handled a platform view's touches
    /// (docs/semantics.md S7.5), named for what each did; the setting `flutter.platformViews`.
    public enum Era: String, Sendable, CaseIterable {
        /// Engine of October–December 2018 (flutter/engine#6665): the framework only ever accepts; a
        /// touch sequence the framework has not accepted by its end is blocked then — the delaying
        /// recognizer recognizes at touchesEnded and touchesCancelled.
        case blockAtTouchEnd
        /// December 2018 to Flutter 1.5 (flutter/engine#7315, flutter/flutter#25792): the framework also
        /// rejects the platform view when it loses an arena, and an undecided sequence stays withheld
        /// until a decision comes; a pointer a widget above absorbed never gets one
        /// (flutter/flutter#28659).
        case holdUndecided
        /// Flutter 1.5 to today (flutter/flutter#28666, #48459; blocking policies from flutter/engine#15940):
        /// the framework also rejects, at its down, every pointer inside the platform view that a
        /// widget above absorbed. The default.
        case rejectAbsorbed
        /// As rejectAbsorbed, with the iOS 26 workaround of flutter/flutter#179908 (stable from January
        /// 2026): an eager block also resets WebKit's touch-event recognizers, cancelling the page's touches.
        case resetWebKit

        /// Whether the framework tells the embedding when the platform view loses its arena.
        var rejectsOnLoss: Bool { self != .blockAtTouchEnd }
        /// Whether the framework rejects, at the down, pointers absorbed above the platform view.
        var rejectsAbsorbed: Bool { self == .rejectAbsorbed || self == .resetWebKit }
        /// Whether gesture blocking policies exist (before them, every block is eager).
        var hasPolicies: Bool { rejectsAbsorbed }
    }
}
