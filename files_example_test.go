package pyinterp_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/pyinterp/pyinterp"
	"github.com/pyinterp/pyinterp/modules"
	"github.com/pyinterp/pyinterp/policy"
	"github.com/pyinterp/pyinterp/vfs"
)

// The host puts a CSV in the program's scratch area, the program
// analyses it and writes a report, and the host reads the report back.
func ExampleExecutor_Files() {
	files, err := vfs.New(vfs.Options{MaxFileSize: 10 << 20})
	if err != nil {
		panic(err)
	}
	defer files.Close()
	files.WriteFile("sales.csv", []byte("region,amount\nNorth,10\nSouth,5\nNorth,2\n"))

	ex, _ := pyinterp.New(pyinterp.Options{Files: files})
	_, err = ex.Run(context.Background(), `
import csv
from collections import Counter
totals = Counter()
with open('sales.csv', newline='') as f:
    for row in csv.DictReader(f):
        totals[row['region']] += int(row['amount'])
with open('report.md', 'w') as f:
    for region, amount in totals.most_common():
        print(f'- {region}: {amount}', file=f)
`)
	if err != nil {
		panic(err)
	}
	report, _ := ex.Files().ReadFile("report.md")
	fmt.Print(string(report))
	// Output:
	// - North: 12
	// - South: 5
}

// TestFileModulesAuthorized: the modules registered with a file system
// are the ones the policy authorizes with it.
func TestFileModulesAuthorized(t *testing.T) {
	got, want := slices.Sorted(slices.Values(policy.FileImports())), slices.Sorted(slices.Values(modules.FileModules))
	if !slices.Equal(got, want) {
		t.Errorf("policy.FileImports %v, modules.FileModules %v", got, want)
	}
}
