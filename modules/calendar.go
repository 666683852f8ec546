package modules

import (
	"github.com/pyinterp/pyinterp/eval"
)

// The calendar module is Python (py/calendar.py), behaving as CPython
// 3.11's for the English (C locale) calendars; LocaleTextCalendar and
// LocaleHTMLCalendar are not provided (there is no locale module).

func loadCalendar(t *eval.Thread, o *Options) (*eval.Module, error) {
	seed := map[string]eval.Value{}
	if err := importNames(t, seed, [][3]string{
		{"datetime", "date", "_date"}, {"datetime", "MINYEAR", "_MINYEAR"}, {"datetime", "MAXYEAR", "_MAXYEAR"},
		{"itertools", "repeat", "_repeat"},
	}); err != nil {
		return nil, err
	}
	return runPyModule(t, "calendar", seed)
}
