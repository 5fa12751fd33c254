/// The `UIModalPresentationStyle`s a trace may ask for (docs/semantics.md S6.5). The engine models a
/// compact-width screen (an iPhone in portrait), where page and form sheets are the same card.
public enum PresentationStyle: String, Sendable, CaseIterable {
    /// What UIKit resolves `.automatic` to for a plain view controller since iOS 13: a page sheet.
    case automatic
    /// Covers the screen; the presenter's views leave the window once it is up.
    case fullScreen
    /// A card below the top of the screen over a dimming view; a swipe down dismisses it.
    case pageSheet
    /// The same card as a page sheet on a compact-width screen.
    case formSheet
    /// Covers the screen; the presenter's views stay in the window beneath.
    case overFullScreen
    /// Covers the presenter's view only; the rest of the screen stays as it was.
    case overCurrentContext

    /// What `automatic` resolves to for a plain view controller, by iOS generation (Apple,
    /// "UIModalPresentationStyle.automatic"; the setting `uikit.automaticPresentation`). UIKit reports the
    /// resolved style: `modalPresentationStyle` never reads back as `automatic`.
    public enum Automatic: String, Sendable, CaseIterable {
        /// iOS 18 and later: "UIKit maps this style to UIModalPresentationStyle.formSheet". The default.
        case formSheet
        /// iOS 13 to 17.
        case pageSheet
        /// An app built against an SDK before iOS 13, where the default style was full screen.
        case fullScreen

        var style: PresentationStyle {
            switch self {
            case .formSheet: return .formSheet
            case .pageSheet: return .pageSheet
            case .fullScreen: return .fullScreen
            }
        }
    }

    /// The style a presentation gets: `automatic` becomes what the iOS generation makes it.
    public func resolved(automatic: Automatic) -> PresentationStyle { self == .automatic ? automatic.style : self }


    /// The styles a record can show (`automatic` is resolved before anything is recorded).
    public static let recorded: [PresentationStyle] = allCases.filter { $0 != .automatic }

    /// A style that covers the presentation context rather than the screen (UIKit walks up to the
    /// controller whose `definesPresentationContext` is true).
    public var isContextStyle: Bool { self == .overCurrentContext }

    /// A card over a dimming view that a swipe down dismisses.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
}
