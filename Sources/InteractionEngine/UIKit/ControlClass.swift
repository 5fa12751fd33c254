/// The UIKit class a control is, or descends from. It decides whether the control's own single tap
/// comes before a tap recognizer on one of its ancestors (docs/semantics.md S5.10): Apple names
/// UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl; any other UIControl — a
/// slider, an app's direct UIControl subclass, the views of bar button items and tab bar items — has
/// no such priority.
public enum ControlClass: String, CaseIterable, Sendable {
    case button = "UIButton"
    case `switch` = "UISwitch"
    case stepper = "UIStepper"
    case segmentedControl = "UISegmentedControl"
    case pageControl = "UIPageControl"
    case slider = "UISlider"
    case control = "UIControl"

    /// A UISlider or UISwitch: a one-finger drag along it from its knob stays its own (S5.10).
    public var hasKnob: Bool { self == .slider || self == .switch }

    /// Whether a single-finger single tap on the control calls its action rather than an ancestor's
    /// single-tap recognizer (Apple, "Attaching gesture recognizers to UIKit controls").
    public var ownsSingleTap: Bool {
        switch self {
        case .button, .switch, .stepper, .segmentedControl, .pageControl: true
        case .slider, .control: false
        }
    }
}
