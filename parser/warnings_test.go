package parser

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestWarningsCPython compares Warnings with the SyntaxWarnings CPython
// 3.11's compiler emits, in order, for 300 random programs
// (testdata/warnings/gen.py).
func TestWarningsCPython(t *testing.T) {
	data, err := os.ReadFile("testdata/warnings/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Src  string   `json:"src"`
		Want []string `json:"want"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	total := 0
	for i, c := range cases {
		m, err := Compile("<case>", []byte(c.Src))
		if err != nil {
			t.Errorf("case %d: %v", i, err)
			continue
		}
		got := []string{}
		for _, w := range Warnings(m) {
			got = append(got, fmt.Sprintf("%d: %s", w.Lineno, w.Message))
		}
		total += len(c.Want)
		if diff := cmp.Diff(append([]string{}, c.Want...), got); diff != "" {
			t.Errorf("case %d:\n%s\n(-want +got):\n%s", i, c.Src, diff)
		}
	}
	if total < 1000 {
		t.Errorf("only %d warnings in the cases: the test would not test much", total)
	}
}
