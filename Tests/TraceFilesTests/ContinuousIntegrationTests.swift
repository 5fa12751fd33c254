import Testing
import TraceFiles

@Suite("CI detection")
struct ContinuousIntegrationTests {
    @Test("CI counts as set unless it is missing, empty, 0 or false", arguments: [
        (nil, false), ("", false), ("0", false), ("false", false), ("FALSE", false), ("False", false),
        ("true", true), ("1", true), ("yes", true), ("woodpecker", true),
    ] as [(String?, Bool)])
    func detection(value: String?, expected: Bool) {
        #expect(ContinuousIntegration.isActive(value) == expected)
    }
}
