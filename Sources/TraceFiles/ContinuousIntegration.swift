#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether this run is on a CI machine, decided as the ecosystem's tools decide it: the `CI`
/// variable is set to something other than "", "0" or "false" (any case). GitHub Actions, GitLab,
/// CircleCI, Travis, Buildkite and Xcode Cloud all set `CI`.
public enum ContinuousIntegration {
    public static func isActive(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// From this process's environment.
    public static var isActive: Bool {
        isActive(getenv("CI").map { String(cString: $0) })
    }
}
