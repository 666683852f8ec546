package vfs

import (
	"strings"
	"syscall"
	"testing"
)

func TestClean(t *testing.T) {
	long := strings.Repeat("n", MaxName)
	tests := []struct {
		cwd, p string
		want   string
		dirEnd bool
		err    error
	}{
		{"/work", "a.txt", "/work/a.txt", false, nil},
		{"/work", "./a/./b/", "/work/a/b", true, nil},
		{"/work", "..", "/", false, nil},
		{"/work", "../../../../etc/passwd", "/etc/passwd", false, nil},
		{"/work", "/../..", "/", false, nil},
		{"/", "..", "/", false, nil},
		{"/data/sub", "../../data/../x", "/x", false, nil},
		{"/work", "a//b///c", "/work/a/b/c", false, nil},
		{"/work", "/", "/", true, nil},
		{"/work", ".", "/work", false, nil},
		{"/work", "...", "/work/...", false, nil},
		{"/work", "a/..b", "/work/a/..b", false, nil},
		{"/work", "", "", false, syscall.ENOENT},
		{"/work", "a\x00b", "", false, syscall.EINVAL},
		{"/work", "\x00", "", false, syscall.EINVAL},
		{"/work", long, "/work/" + long, false, nil},
		{"/work", long + "n", "", false, syscall.ENAMETOOLONG},
		{"/work", long + "n/..", "", false, syscall.ENAMETOOLONG},
		{"/work", strings.Repeat("a/", MaxPath/2), "", false, syscall.ENAMETOOLONG},
		{"/work", strings.Repeat("a/", MaxPath/2-1), "/work" + strings.Repeat("/a", MaxPath/2-1), true, syscall.ENAMETOOLONG},
		{"/work", strings.Repeat("../", 1000) + "x", "/x", false, nil},
	}
	for _, tc := range tests {
		got, err := clean(tc.cwd, tc.p)
		if err != tc.err {
			t.Errorf("clean(%q, %.40q): error %v, want %v", tc.cwd, tc.p, err, tc.err)
			continue
		}
		if err == nil && (got.abs != tc.want || got.dirEnd != tc.dirEnd) {
			t.Errorf("clean(%q, %.40q) = %q %v, want %q %v", tc.cwd, tc.p, got.abs, got.dirEnd, tc.want, tc.dirEnd)
		}
	}
}

// FuzzClean checks that no input escapes the root or yields an unclean
// path.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"a/../b", "/..", "../../x", "a//b/./c/", "\x00", strings.Repeat("../", 50)} {
		f.Add("/work", s)
	}
	f.Fuzz(func(t *testing.T, cwd, p string) {
		c, err := clean("/", cwd)
		if err != nil || !strings.HasPrefix(cwd, "/") {
			return
		}
		got, err := clean(c.abs, p)
		if err != nil {
			return
		}
		if !strings.HasPrefix(got.abs, "/") || strings.Contains(got.abs, "//") ||
			strings.Contains(got.abs+"/", "/../") || strings.Contains(got.abs+"/", "/./") ||
			strings.IndexByte(got.abs, 0) >= 0 || len(got.abs) >= MaxPath ||
			(got.abs != "/" && strings.HasSuffix(got.abs, "/")) {
			t.Fatalf("clean(%q, %q) = %q", c.abs, p, got.abs)
		}
	})
}
