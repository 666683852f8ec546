package modules_test

import (
	"strings"
	"testing"

	"github.com/pyinterp/pyinterp/modules"
)

// The statements of a lazily run module that act on a class run with the
// class: datetime's classes carry their C names in messages whichever is
// used first.
func TestLazyModuleClassNames(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{"import datetime\ndatetime.date(2020, 1, 1) + 1\n", "TypeError: unsupported operand type(s) for +: 'datetime.date' and 'int'"},
		{"from datetime import timedelta\ntimedelta(1) + 'x'\n", "TypeError: unsupported operand type(s) for +: 'datetime.timedelta' and 'str'"},
		{"from datetime import timezone\ntimezone.utc + 1\n", "TypeError: unsupported operand type(s) for +: 'datetime.timezone' and 'int'"},
		{"import collections\ncollections.OrderedDict() + 1\n", "TypeError: unsupported operand type(s) for +: 'collections.OrderedDict' and 'int'"},
	} {
		_, errText := runWith(t, c.code, modules.Options{})
		if !strings.Contains(errText, c.want) {
			t.Errorf("%q: got %q, want %q", c.code, errText, c.want)
		}
	}
}
