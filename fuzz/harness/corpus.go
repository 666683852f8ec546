package harness

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Payload is one program of an attack corpus.
type Payload struct {
	// ID is "<dir>/<file without .py>/<name>", e.g.
	// "crash/format/percent_star_precision".
	ID   string
	Code string
	// Timeout, if not 0, replaces the corpus's timeout for this payload
	// (a file's "# timeout: 2s" line before its first case).
	Timeout time.Duration
	// Files gives the payload a file system (a file's "# files" line
	// before its first case): Limits.Files.
	Files bool
	// Repeat: the payload runs RepeatRuns times in one process and is
	// judged by CheckRepeated (a file's "# repeat" line).
	Repeat bool
	// MaxRecursion, if not 0, replaces the corpus's recursion limit (a
	// file's "# recursion: N" line before its first case): attacks on
	// what a host may allow, up to the command's 20,000.
	MaxRecursion int
}

// LoadCorpus reads the payloads of the .py files under dir. A file holds
// cases, each starting with a line "# --- name" and running to the next
// such line; lines before the first case are the file's comment. Names
// are unique within a file. A line "# timeout: DURATION" before the
// first case sets the timeout of the file's cases (for memory attacks
// that race the clock: on a loaded machine a short timeout stops them
// before they show); a line "# files" gives them a file system, a line
// "# recursion: N" their recursion limit.
func LoadCorpus(dir string) ([]Payload, error) {
	var out []Payload
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".py" {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		prefix := strings.TrimSuffix(filepath.ToSlash(rel), ".py") + "/"
		cases, err := splitCases(string(data))
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		for _, c := range cases {
			out = append(out, Payload{ID: prefix + c.ID, Code: c.Code, Timeout: c.Timeout, Files: c.Files, Repeat: c.Repeat, MaxRecursion: c.MaxRecursion})
		}
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, err
}

func splitCases(data string) ([]Payload, error) {
	var cases []Payload
	seen := map[string]bool{}
	var timeout time.Duration
	files, repeat, recursion := false, false, 0
	for _, line := range strings.SplitAfter(data, "\n") {
		text := strings.TrimRight(line, "\n")
		if text == "# files" && len(cases) == 0 {
			files = true
			continue
		}
		if text == "# repeat" && len(cases) == 0 {
			repeat = true
			continue
		}
		if n, ok := strings.CutPrefix(text, "# recursion: "); ok && len(cases) == 0 {
			var err error
			if recursion, err = strconv.Atoi(strings.TrimSpace(n)); err != nil || recursion < 1 {
				return nil, fmt.Errorf("bad recursion limit %q", n)
			}
			continue
		}
		if d, ok := strings.CutPrefix(text, "# timeout: "); ok && len(cases) == 0 {
			var err error
			if timeout, err = time.ParseDuration(strings.TrimSpace(d)); err != nil {
				return nil, err
			}
			continue
		}
		if name, ok := strings.CutPrefix(text, "# --- "); ok {
			name = strings.TrimSpace(name)
			if name == "" || strings.ContainsAny(name, " \t/") {
				return nil, fmt.Errorf("bad case name %q", name)
			}
			if seen[name] {
				return nil, fmt.Errorf("duplicate case %q", name)
			}
			seen[name] = true
			cases = append(cases, Payload{ID: name, Timeout: timeout, Files: files, Repeat: repeat, MaxRecursion: recursion})
			continue
		}
		if len(cases) > 0 {
			cases[len(cases)-1].Code += line
		}
	}
	return cases, nil
}

// Known is a known-failures list: the payloads that still fail, with
// the kind of their failure, and wildcard entries "prefix/* kind" that
// let any payload under the prefix fail with that kind.
type Known struct {
	Exact map[string]Kind
	Wild  map[string][]Kind // prefix (with its trailing '/') -> kinds
	// Flaky are payloads that fail in some runs only ("id kind?"):
	// their finding is close to its bound. They are not checked either
	// way; rewriting the list drops those that no longer fail.
	Flaky map[string]Kind
}

// NewKnown returns an empty list.
func NewKnown() *Known {
	return &Known{Exact: map[string]Kind{}, Wild: map[string][]Kind{}, Flaky: map[string]Kind{}}
}

// Add adds an entry; an id ending in "/*" is a wildcard, a kind ending
// in "?" a flaky entry.
func (k *Known) Add(id string, kind Kind) {
	if base, ok := strings.CutSuffix(string(kind), "?"); ok {
		k.Flaky[id] = Kind(base)
		return
	}
	if prefix, ok := strings.CutSuffix(id, "*"); ok && strings.HasSuffix(prefix, "/") {
		k.Wild[prefix] = append(k.Wild[prefix], kind)
		return
	}
	k.Exact[id] = kind
}

// Covers reports whether a wildcard entry lets payload id fail with
// kind.
func (k *Known) Covers(id string, kind Kind) bool {
	for prefix, kinds := range k.Wild {
		if strings.HasPrefix(id, prefix) {
			for _, x := range kinds {
				if x == kind {
					return true
				}
			}
		}
	}
	return false
}

// LoadKnown reads a known-failures file: lines "<payload id> <kind>",
// optionally followed by "# comment"; blank lines and lines starting with
// '#' are ignored. A missing file is an empty list.
func LoadKnown(path string) (*Known, error) {
	k := NewKnown()
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return k, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 || !validKind(Kind(strings.TrimSuffix(fields[1], "?"))) {
			return nil, fmt.Errorf("%s:%d: want \"<payload id> <kind>\", kind one of %v", path, n, Kinds)
		}
		k.Add(fields[0], Kind(fields[1]))
	}
	return k, sc.Err()
}

func validKind(k Kind) bool {
	for _, x := range Kinds {
		if x == k {
			return true
		}
	}
	return false
}

// Write writes the list to path, sorted, wildcards first, with details
// of exact entries as comments and a header.
func (k *Known) Write(path, header string, details map[string]string) error {
	var b strings.Builder
	b.WriteString(header)
	var prefixes []string
	for p := range k.Wild {
		prefixes = append(prefixes, p)
	}
	sort.Strings(prefixes)
	for _, p := range prefixes {
		for _, kind := range k.Wild[p] {
			fmt.Fprintf(&b, "%s* %s\n", p, kind)
		}
	}
	ids := make([]string, 0, len(k.Exact)+len(k.Flaky))
	for id := range k.Exact {
		ids = append(ids, id)
	}
	for id := range k.Flaky {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if kind, ok := k.Flaky[id]; ok {
			fmt.Fprintf(&b, "%s %s?", id, kind)
		} else {
			fmt.Fprintf(&b, "%s %s", id, k.Exact[id])
		}
		if d := details[id]; d != "" {
			fmt.Fprintf(&b, "  # %s", strings.ReplaceAll(d, "\n", " "))
		}
		b.WriteString("\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
