package vfs

import (
	"strings"
	"syscall"
)

// Linux's limits on names, which guest paths obey on every backend.
const (
	// MaxPath is PATH_MAX: a path of MaxPath bytes or more is ENAMETOOLONG.
	MaxPath = 4096
	// MaxName is NAME_MAX: a component longer than this is ENAMETOOLONG.
	MaxName = 255
)

// cleaned is a guest path after lexical resolution.
type cleaned struct {
	abs    string // absolute, no "." or ".." or empty components; "/" for the root
	dirEnd bool   // the path as written ended with "/" (it must name a directory)
}

// clean resolves p against the current directory cwd (absolute and clean)
// lexically, checking Linux's limits.
func clean(cwd, p string) (cleaned, error) {
	if p == "" {
		return cleaned{}, syscall.ENOENT
	}
	if strings.IndexByte(p, 0) >= 0 {
		return cleaned{}, syscall.EINVAL
	}
	if len(p) >= MaxPath {
		return cleaned{}, syscall.ENAMETOOLONG
	}
	// Both inputs are shorter than MaxPath, so the result fits in a buffer
	// of constant size.
	buf := make([]byte, 0, 2*MaxPath)
	if p[0] != '/' && cwd != "/" {
		buf = append(buf, cwd...)
	}
	for i := 0; i < len(p); {
		j := strings.IndexByte(p[i:], '/')
		var seg string
		if j < 0 {
			seg, i = p[i:], len(p)
		} else {
			seg, i = p[i:i+j], i+j+1
		}
		switch seg {
		case "", ".":
			continue
		case "..":
			if k := lastSlash(buf); k >= 0 {
				buf = buf[:k]
			}
			continue
		}
		if len(seg) > MaxName {
			return cleaned{}, syscall.ENAMETOOLONG
		}
		buf = append(buf, '/')
		buf = append(buf, seg...)
	}
	if len(buf) >= MaxPath {
		return cleaned{}, syscall.ENAMETOOLONG
	}
	c := cleaned{abs: string(buf), dirEnd: p[len(p)-1] == '/'}
	if c.abs == "" {
		c.abs = "/"
	}
	return c, nil
}

func lastSlash(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '/' {
			return i
		}
	}
	return -1
}

// under reports whether abs is dir or lies below it (both clean and
// absolute).
func under(abs, dir string) bool {
	if dir == "/" {
		return true
	}
	return abs == dir || strings.HasPrefix(abs, dir) && abs[len(dir)] == '/'
}

// relTo returns abs relative to dir (which it lies under): "." for dir
// itself, else a slash-separated path with no leading slash, as io/fs and
// os.Root want it.
func relTo(abs, dir string) string {
	if abs == dir {
		return "."
	}
	if dir == "/" {
		return abs[1:]
	}
	return abs[len(dir)+1:]
}

// splitParent splits a clean relative path into its parent ("." at the
// top) and last component.
func splitParent(rel string) (parent, name string) {
	i := strings.LastIndexByte(rel, '/')
	if i < 0 {
		return ".", rel
	}
	return rel[:i], rel[i+1:]
}

// components calls f with each component of a clean relative path ("."
// has none), stopping at the first error.
func components(rel string, f func(name string, last bool) error) error {
	if rel == "." {
		return nil
	}
	for i := 0; i < len(rel); {
		j := strings.IndexByte(rel[i:], '/')
		if j < 0 {
			return f(rel[i:], true)
		}
		if err := f(rel[i:i+j], false); err != nil {
			return err
		}
		i += j + 1
	}
	return nil
}
