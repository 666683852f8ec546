package vfs

import (
	"errors"
	"io/fs"
	"slices"
	"sync"
	"syscall"
	"time"
)

// The default quotas (Options). Each bounds what one executor's program
// may do over the executor's whole life.
const (
	// DefaultMaxWriteBytes bounds the bytes the program writes to files,
	// in all (scratch area and read-write mounts).
	DefaultMaxWriteBytes = 1 << 30
	// DefaultMaxFiles bounds the files and directories the program
	// creates (and has not removed).
	DefaultMaxFiles = 10_000
	// DefaultMaxFileSize bounds the size of any file the program writes.
	DefaultMaxFileSize = 256 << 20
	// DefaultMaxOpenFiles bounds the files open at once.
	DefaultMaxOpenFiles = 256
	// DefaultWorkDir is the program's initial working directory, in the
	// scratch area.
	DefaultWorkDir = "/work"
	// DefaultTempDir is the scratch directory tempfile uses.
	DefaultTempDir = "/tmp"
)

// Options configure an FS. Zero fields take the documented defaults; a
// negative quota means no quota.
type Options struct {
	// MaxWriteBytes: default DefaultMaxWriteBytes.
	MaxWriteBytes int64
	// MaxFiles: default DefaultMaxFiles.
	MaxFiles int
	// MaxFileSize: default DefaultMaxFileSize.
	MaxFileSize int64
	// MaxOpenFiles: default DefaultMaxOpenFiles.
	MaxOpenFiles int
	// WorkDir is the initial working directory, created in the scratch
	// area: default DefaultWorkDir. Host paths that are not absolute are
	// relative to it.
	WorkDir string
	// TempDir is tempfile's directory, created in the scratch area:
	// default DefaultTempDir.
	TempDir string
	// Now is the clock of modification times. Default time.Now.
	Now func() time.Time
}

// FS is one executor's file system. The zero value is not usable: call
// New.
type FS struct {
	mu   sync.Mutex
	opts Options

	mem     *memFS
	mounts  []*mount // longest guest path first; the scratch area is not one
	cwd     string
	nextDev uint64

	// Usage by the program (the host's calls are not counted).
	written int64 // bytes written to files
	created int   // files and directories created and not removed
	open    openFiles
}

// mount is a tree grafted at a guest directory.
type mount struct {
	guest string
	b     backend
	dev   uint64
}

// New returns a file system with an empty scratch area holding the work
// and temporary directories.
func New(opts Options) (*FS, error) {
	if opts.WorkDir == "" {
		opts.WorkDir = DefaultWorkDir
	}
	if opts.TempDir == "" {
		opts.TempDir = DefaultTempDir
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	v := &FS{opts: opts, cwd: "/"}
	v.mem = newMemFS(v)
	for _, d := range []string{opts.WorkDir, opts.TempDir} {
		c, err := clean("/", d)
		if err != nil || d[0] != '/' {
			return nil, errors.New("vfs: work and temporary directories must be absolute paths")
		}
		if err := v.mem.mkdirAll(relTo(c.abs, "/")); err != nil {
			return nil, err
		}
	}
	//limiterr:ok checked by the loop above
	wd, _ := clean("/", opts.WorkDir)
	v.cwd = wd.abs
	return v, nil
}

// quota returns a limit with its default: v if positive, def if zero, 0
// (none) if negative.
func quota(v, def int64) int64 {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

func (v *FS) maxWrite() int64 { return quota(v.opts.MaxWriteBytes, DefaultMaxWriteBytes) }
func (v *FS) maxFiles() int64 { return quota(int64(v.opts.MaxFiles), DefaultMaxFiles) }
func (v *FS) maxSize() int64  { return quota(v.opts.MaxFileSize, DefaultMaxFileSize) }
func (v *FS) maxOpen() int64  { return quota(int64(v.opts.MaxOpenFiles), DefaultMaxOpenFiles) }
func (v *FS) now() time.Time  { return v.opts.Now() }
func (v *FS) WorkDir() string { return v.opts.WorkDir }
func (v *FS) TempDir() string { return v.opts.TempDir }

// Mounting.

// MountFS mounts fsys, read-only, at the guest directory guest (an
// absolute path). Mount points may nest; a path resolves in the mount
// with the longest matching guest path. Intermediate directories of the
// mount point are created in the scratch area.
//
// An os.DirFS follows symbolic links out of its directory: mount host
// directories with MountDir, which does not.
func (v *FS) MountFS(guest string, fsys fs.FS) error {
	if fsys == nil {
		return errors.New("vfs: MountFS: nil fs.FS")
	}
	return v.addMount(guest, &fsBackend{fsys: fsys})
}

// MountDir mounts the host directory dir at the guest directory guest,
// read-write if writable. Every access goes through an os.Root opened on
// dir now: no guest path reaches anything outside it (symbolic links
// that lead out fail with EACCES), and the mount keeps the directory open
// until Close.
func (v *FS) MountDir(guest, dir string, writable bool) error {
	b, err := newDirBackend(dir, writable)
	if err != nil {
		return err
	}
	if err := v.addMount(guest, b); err != nil {
		b.root.Close()
		return err
	}
	return nil
}

func (v *FS) addMount(guest string, b backend) error {
	c, err := clean("/", guest)
	if err != nil || guest[0] != '/' {
		return errors.New("vfs: mount point must be an absolute guest path: " + guest)
	}
	if c.abs == "/" {
		return errors.New("vfs: cannot mount over the root of the scratch area")
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, m := range v.mounts {
		if m.guest == c.abs {
			return errors.New("vfs: " + c.abs + " is already a mount point")
		}
	}
	// The mount point's parent must be a directory of the scratch area or
	// of a mount; in the scratch area, missing directories are made.
	m, rel := v.lookup(c.abs)
	if m == nil {
		if err := v.mem.mkdirAll(rel); err != nil {
			return &fs.PathError{Op: "mount", Path: c.abs, Err: err}
		}
	} else if info, err := m.b.stat(nil, rel, true); err != nil || !info.Mode.IsDir() {
		return &fs.PathError{Op: "mount", Path: c.abs, Err: syscall.ENOTDIR}
	}
	v.nextDev++
	v.mounts = append(v.mounts, &mount{guest: c.abs, b: b, dev: v.nextDev + 1})
	slices.SortStableFunc(v.mounts, func(a, b *mount) int { return len(b.guest) - len(a.guest) })
	return nil
}

// Mounts returns the guest paths of the mounts, sorted.
func (v *FS) Mounts() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make([]string, len(v.mounts)) //allocpath:ok the host's mounts, not the program's data
	for i, m := range v.mounts {
		out[i] = m.guest
	}
	slices.Sort(out)
	return out
}

// Close closes every open file and every host directory mounted. The
// file system must not be used afterwards.
func (v *FS) Close() error {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.open.closeAll()
	var first error
	for _, m := range v.mounts {
		if err := m.b.close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// CloseFiles closes every file the program left open (the executor's
// Reset and Close call it).
func (v *FS) CloseFiles() {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.open.closeAll()
}

// lookup returns the mount a clean absolute path lies in (nil for the
// scratch area) and the path relative to it.
func (v *FS) lookup(abs string) (*mount, string) {
	for _, m := range v.mounts {
		if under(abs, m.guest) {
			return m, relTo(abs, m.guest)
		}
	}
	return nil, relTo(abs, "/")
}

// target is a resolved guest path: the backend holding it and the path
// relative to that backend's root.
type target struct {
	c     cleaned
	b     backend
	rel   string
	mount *mount // nil for the scratch area
}

// resolve cleans p against the current directory and finds its backend.
func (v *FS) resolve(p string) (target, error) {
	c, err := clean(v.cwd, p)
	if err != nil {
		return target{}, err
	}
	m, rel := v.lookup(c.abs)
	tg := target{c: c, rel: rel, mount: m}
	if m == nil {
		tg.b = v.mem
	} else {
		tg.b = m.b
	}
	return tg, nil
}

// devOf is the device number of the scratch area (nil) or a mount.
func (v *FS) devOf(m *mount) uint64 {
	if m == nil {
		return 1
	}
	return m.dev
}

// isMountPoint reports whether abs is a mount point or holds one below
// it: such a directory cannot be removed or renamed (EBUSY).
func (v *FS) holdsMount(abs string) bool {
	for _, m := range v.mounts {
		if under(m.guest, abs) {
			return true
		}
	}
	return false
}

// pathError wraps an errno (or a quota or memory error, returned as is).
func pathError(op, path string, err error) error {
	if err == nil {
		return nil
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return &fs.PathError{Op: op, Path: path, Err: errno}
	}
	return err
}
