package vfs

import (
	"io/fs"
	"os"
	"slices"
	"syscall"
	"time"

	"github.com/pyinterp/pyinterp/eval"
)

// memFS is the scratch area: a tree of nodes in memory.
type memFS struct {
	v    *FS
	root *node
	ino  uint64
	held int64 // bytes of the contents of the files in the tree
	dirs int64 // directories in the tree
}

// node is a file or a directory of the scratch area.
type node struct {
	dir      bool
	children map[string]*node
	data     []byte
	mtime    time.Time
	ino      uint64
	linked   bool // in the tree (an unlinked file may still be open)
}

// nodeBytes is what a node costs besides its contents (charged when it
// is made): the struct, its map entry and a short name.
const nodeBytes = 160

func newMemFS(v *FS) *memFS {
	m := &memFS{v: v}
	m.root = m.newNode(true)
	return m
}

func (m *memFS) newNode(dir bool) *node {
	m.ino++
	n := &node{dir: dir, mtime: m.v.now(), ino: m.ino, linked: true}
	if dir {
		n.children = map[string]*node{}
		m.dirs++
	}
	return n
}

// walk returns the node at rel.
func (m *memFS) walk(rel string) (*node, error) {
	n := m.root
	err := components(rel, func(name string, last bool) error {
		if !n.dir {
			return syscall.ENOTDIR
		}
		c := n.children[name]
		if c == nil {
			return syscall.ENOENT
		}
		n = c
		return nil
	})
	return n, err
}

// parentOf returns the directory holding rel and rel's last component.
func (m *memFS) parentOf(rel string) (*node, string, error) {
	if rel == "." {
		return nil, "", syscall.EBUSY
	}
	p, name := splitParent(rel)
	dir, err := m.walk(p)
	if err != nil {
		return nil, "", err
	}
	if !dir.dir {
		return nil, "", syscall.ENOTDIR
	}
	return dir, name, nil
}

func (m *memFS) writable() bool { return true }
func (m *memFS) close() error   { return nil }

func (m *memFS) open(t *eval.Thread, rel string, flag int, perm fs.FileMode) (handle, error) {
	if rel == "." {
		return nil, syscall.EISDIR
	}
	dir, name, err := m.parentOf(rel)
	if err != nil {
		return nil, err
	}
	n := dir.children[name]
	switch {
	case n == nil && flag&os.O_CREATE == 0:
		return nil, syscall.ENOENT
	case n == nil:
		if err := eval.Reserve(t, nodeBytes+int64(len(name))); err != nil {
			return nil, err
		}
		n = m.newNode(false)
		dir.children[name] = n
		dir.mtime = n.mtime
	case flag&(os.O_CREATE|os.O_EXCL) == os.O_CREATE|os.O_EXCL:
		return nil, syscall.EEXIST
	case n.dir:
		return nil, syscall.EISDIR
	case flag&os.O_TRUNC != 0 && flag&(os.O_WRONLY|os.O_RDWR) != 0:
		m.resize(n, 0)
		n.mtime = m.v.now()
	}
	return &memHandle{m: m, n: n}, nil
}

// resize sets the length of a file's contents within their capacity,
// zeroing what it exposes and keeping held up to date.
func (m *memFS) resize(n *node, size int) {
	old := len(n.data)
	n.data = n.data[:size]
	if size > old {
		clear(n.data[old:])
	}
	if n.linked {
		m.held += int64(size - old)
	}
}

func (m *memFS) info(name string, n *node) Info {
	i := Info{Name: name, ModTime: n.mtime, Ino: n.ino, Nlink: 1}
	if n.dir {
		i.Mode = fs.ModeDir | 0o755
		i.Size = 4096
		i.Nlink = 2
	} else {
		i.Mode = 0o644
		i.Size = int64(len(n.data))
	}
	return i
}

func (m *memFS) stat(t *eval.Thread, rel string, follow bool) (Info, error) {
	n, err := m.walk(rel)
	if err != nil {
		return Info{}, err
	}
	_, name := splitParent(rel)
	return m.info(name, n), nil
}

func (m *memFS) readDir(t *eval.Thread, rel string) ([]Info, error) {
	n, err := m.walk(rel)
	if err != nil {
		return nil, err
	}
	if !n.dir {
		return nil, syscall.ENOTDIR
	}
	out, err := eval.MakeCap[Info](t, 0, len(n.children))
	if err != nil {
		return nil, err
	}
	if err := t.Work(int64(len(n.children))); err != nil {
		return nil, err
	}
	for name, c := range n.children {
		out = append(out, m.info(name, c))
	}
	slices.SortFunc(out, func(a, b Info) int {
		switch {
		case a.Name < b.Name:
			return -1
		case a.Name > b.Name:
			return 1
		}
		return 0
	})
	return out, nil
}

func (m *memFS) mkdir(t *eval.Thread, rel string, perm fs.FileMode) error {
	dir, name, err := m.parentOf(rel)
	if err == syscall.EBUSY {
		return syscall.EEXIST
	}
	if err != nil {
		return err
	}
	if dir.children[name] != nil {
		return syscall.EEXIST
	}
	if err := eval.Reserve(t, nodeBytes+int64(len(name))); err != nil {
		return err
	}
	n := m.newNode(true)
	dir.children[name] = n
	dir.mtime = n.mtime
	return nil
}

// mkdirAll makes rel and its missing parents (the host's and the mount
// points' directories: not charged).
func (m *memFS) mkdirAll(rel string) error {
	n := m.root
	return components(rel, func(name string, last bool) error {
		c := n.children[name]
		if c == nil {
			c = m.newNode(true)
			n.children[name] = c
		}
		if !c.dir {
			return syscall.ENOTDIR
		}
		n = c
		return nil
	})
}

func (m *memFS) remove(t *eval.Thread, rel string, dir bool) error {
	parent, name, err := m.parentOf(rel)
	if err != nil {
		return err
	}
	n := parent.children[name]
	if n == nil {
		return syscall.ENOENT
	}
	switch {
	case dir && !n.dir:
		return syscall.ENOTDIR
	case !dir && n.dir:
		return syscall.EISDIR
	case dir && len(n.children) > 0:
		return syscall.ENOTEMPTY
	}
	delete(parent.children, name)
	parent.mtime = m.v.now()
	m.unlink(n)
	return nil
}

// unlink accounts for a node leaving the tree.
func (m *memFS) unlink(n *node) {
	n.linked = false
	if n.dir {
		m.dirs--
	} else {
		m.held -= int64(len(n.data))
	}
}

func (m *memFS) rename(t *eval.Thread, from, to string) error {
	fp, fname, err := m.parentOf(from)
	if err != nil {
		return err
	}
	n := fp.children[fname]
	if n == nil {
		return syscall.ENOENT
	}
	tp, tname, err := m.parentOf(to)
	if err != nil {
		return err
	}
	if from == to {
		return nil
	}
	if n.dir && under("/"+to, "/"+from) {
		return syscall.EINVAL // a directory into itself
	}
	if old := tp.children[tname]; old != nil {
		switch {
		case n.dir && !old.dir:
			return syscall.ENOTDIR
		case !n.dir && old.dir:
			return syscall.EISDIR
		case old.dir && len(old.children) > 0:
			return syscall.ENOTEMPTY
		}
		if old == n {
			return nil
		}
		m.unlink(old)
	}
	delete(fp.children, fname)
	tp.children[tname] = n
	now := m.v.now()
	fp.mtime, tp.mtime = now, now
	return nil
}

// memHandle is an open file of the scratch area.
type memHandle struct {
	m *memFS
	n *node
}

func (h *memHandle) readAt(p []byte, off int64) (int, error) {
	if off >= int64(len(h.n.data)) {
		return 0, nil
	}
	return copy(p, h.n.data[off:]), nil
}

func (h *memHandle) writeAt(t *eval.Thread, p []byte, off int64) (int, error) {
	end := off + int64(len(p))
	if end > eval.MaxObjectBytes {
		return 0, syscall.EFBIG
	}
	if err := h.grow(t, int(end)); err != nil {
		return 0, err
	}
	copy(h.n.data[off:], p)
	h.n.mtime = h.m.v.now()
	return len(p), nil
}

// grow makes the file at least size bytes long, charging new capacity.
func (h *memHandle) grow(t *eval.Thread, size int) error {
	n := h.n
	if size <= len(n.data) {
		return nil
	}
	if size > cap(n.data) {
		grown, err := eval.Grow(t, n.data, size-len(n.data))
		if err != nil {
			return err
		}
		n.data = grown
	}
	h.m.resize(n, size)
	return nil
}

func (h *memHandle) size() (int64, error) { return int64(len(h.n.data)), nil }

func (h *memHandle) truncate(t *eval.Thread, size int64) error {
	if size > eval.MaxObjectBytes {
		return syscall.EFBIG
	}
	if int(size) > len(h.n.data) {
		if err := h.grow(t, int(size)); err != nil {
			return err
		}
	} else {
		h.m.resize(h.n, int(size))
	}
	h.n.mtime = h.m.v.now()
	return nil
}

func (h *memHandle) stat() (Info, error) { return h.m.info("", h.n), nil }
func (h *memHandle) close() error        { return nil }
