# The datetime module, written for pyinterp after CPython 3.11's C
# implementation (Modules/_datetimemodule.c): same results, same reprs,
# same error messages. Go helpers bound by modules/datetime.go:
#   _now() -> (seconds, nanoseconds) of the host's clock (modules.Options.Now)
#   _localoffset(ts) -> (utcoffset seconds, zone name) at POSIX time ts in
#       modules.Options.Location
#   _mktime(y, m, d, hh, mm, ss, fold) -> POSIX time of a local wall time
#   _index(x), _displayname(cls, name) (modules/pysource.go)

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
del _dbm, _dim

_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun",
               "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June",
                   "July", "August", "September", "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                 "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


_DI400Y = _days_before_year(401)
_DI100Y = _days_before_year(101)
_DI4Y = _days_before_year(5)


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _tpname(obj):
    cls = type(obj)
    if cls in _BASES:
        return "datetime." + cls.__name__
    return cls.__name__


def _cmperror(x, y):
    raise TypeError("can't compare %s to %s" % (_tpname(x), _tpname(y)))


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _parse(fname, names, nreq, args, kw):
    """C's PyArg_ParseTupleAndKeywords for positional-or-keyword params."""
    n = len(names)
    if len(args) > n:
        raise TypeError("%s takes at most %d argument%s (%d given)" %
                        (fname, n, "" if n == 1 else "s", len(args) + len(kw)))
    out = list(args) + [None] * (n - len(args))
    given = [True] * len(args) + [False] * (n - len(args))
    for i in range(n):
        nm = names[i]
        if nm in kw:
            if given[i]:
                raise TypeError("argument for %s given by name ('%s') and position (%d)" % (fname, nm, i + 1))
            out[i] = kw[nm]
            given[i] = True
        elif not given[i] and i < nreq:
            raise TypeError("%s missing required argument '%s' (pos %d)" % (fname, nm, i + 1))
    for k in kw:
        if k not in names:
            raise TypeError("'%s' is an invalid keyword argument for %s" % (k, fname))
    return out, given


def _int(x):
    if isinstance(x, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    return _index(x)


def _check_date_fields(year, month, day):
    year = _int(year)
    month = _int(month)
    day = _int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _int(hour)
    minute = _int(minute)
    second = _int(second)
    microsecond = _int(microsecond)
    fold = _int(fold)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo_arg(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % _tpname(tz))


def _check_utc_offset(name, offset):
    if offset is None:
        return None
    if not isinstance(offset, timedelta):
        raise TypeError("tzinfo.%s() must return None or timedelta, not '%s'" % (name, _tpname(offset)))
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                         "timedelta(hours=24).")
    return offset


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _cround(x):
    r = float(int(x))
    if abs(x - r) >= 0.5:
        r += 1.0 if x > 0 else -1.0
    return r


def _format_offset(off, sep=":"):
    s = ""
    if off is not None:
        if off.days < 0:
            sign = "-"
            off = -off
        else:
            sign = "+"
        hh, mm = divmod(off, timedelta(hours=1))
        mm, ss = divmod(mm, timedelta(minutes=1))
        s += "%s%02d%s%02d" % (sign, hh, sep, mm)
        if ss or ss.microseconds:
            s += "%s%02d" % (sep, ss.seconds)
            if ss.microseconds:
                s += ".%06d" % ss.microseconds
    return s


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


# ---------------------------------------------------------------- strftime

def _iso_week1_monday(year):
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > 3:
        week1monday += 7
    return week1monday


def _isocal(year, month, day):
    today = _ymd2ord(year, month, day)
    week1monday = _iso_week1_monday(year)
    week, day = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _iso_week1_monday(year)
        week, day = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _iso_week1_monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, day + 1


def _strftime(obj, fmt, hasdate, hastime):
    """glibc's strftime over the fields of obj, with Python's %f %z %Z."""
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % _tpname(fmt))
    if hasdate:
        y, mo, d = obj.year, obj.month, obj.day
    else:
        y, mo, d = 1900, 1, 1
    if hastime:
        H, M, S, us = obj.hour, obj.minute, obj.second, obj.microsecond
    else:
        H = M = S = us = 0
    wd = (_ymd2ord(y, mo, d) + 6) % 7      # Monday == 0
    cwd = (wd + 1) % 7                     # Sunday == 0
    yday = _days_before_month(y, mo) + d   # 1-based
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%":
            j = fmt.find("%", i)
            if j < 0:
                j = n
            out.append(fmt[i:j])
            i = j
            continue
        start = i
        i += 1
        flag = ""
        while i < n and fmt[i] in "_-0^#":
            flag += fmt[i]
            i += 1
        width = ""
        while i < n and fmt[i].isdigit() and fmt[i] in "0123456789":
            width += fmt[i]
            i += 1
        while i < n and fmt[i] in "EO":
            i += 1
        if i >= n:
            out.append(_pad_literal(fmt[start:], width))
            break
        k = fmt[i]
        i += 1
        if k in "fz" and (flag or width):
            r = None
        elif k == "Z" and (flag or width):
            name = obj.tzname() if hastime else None
            r = _text(name or "", flag, width, False)
        else:
            r = _directive(obj, k, y, mo, d, H, M, S, us, wd, cwd, yday, flag, width, hastime)
        if r is None:
            out.append(_pad_literal(fmt[start:i], width))
        else:
            out.append(r)
    return "".join(out)


def _pad_literal(s, width):
    if width and int(width) > len(s):
        return " " * (int(width) - len(s)) + s
    return s


def _num(v, w, flag, width, pad="0"):
    neg = v < 0
    s = str(-v if neg else v)
    if "-" in flag:
        s = ("-" if neg else "") + s
        if width and int(width) > len(s):
            s = " " * (int(width) - len(s)) + s
        return s
    if "_" in flag:
        pad = " "
    elif "0" in flag:
        pad = "0"
    if width:
        w = int(width)
    if neg:
        w -= 1
    if len(s) < w:
        if pad == "0":
            s = "0" * (w - len(s)) + s
            return ("-" if neg else "") + s
        s = ("-" if neg else "") + s
        return " " * (w - len(s) + (1 if neg else 0)) + s
    return ("-" if neg else "") + s


def _text(s, flag, width, swapcase_upper=True):
    if "^" in flag:
        s = s.upper()
    elif "#" in flag:
        s = s.upper() if swapcase_upper else s.lower()
    if width and int(width) > len(s):
        pad = "0" if "0" in flag else " "
        s = pad * (int(width) - len(s)) + s
    return s


def _directive(obj, k, y, mo, d, H, M, S, us, wd, cwd, yday, flag, width, hastime):
    if k == "Y":
        return _num(y, 1, flag, width)
    if k == "m":
        return _num(mo, 2, flag, width)
    if k == "d":
        return _num(d, 2, flag, width)
    if k == "H":
        return _num(H, 2, flag, width)
    if k == "M":
        return _num(M, 2, flag, width)
    if k == "S":
        return _num(S, 2, flag, width)
    if k == "f":
        return "%06d" % us
    if k == "y":
        return _num(y % 100, 2, flag, width)
    if k == "C":
        return _num(y // 100, 1, flag, width)
    if k == "e":
        return _num(d, 2, flag, width, " ")
    if k == "I":
        return _num(H % 12 or 12, 2, flag, width)
    if k == "l":
        return _num(H % 12 or 12, 2, flag, width, " ")
    if k == "k":
        return _num(H, 2, flag, width, " ")
    if k == "j":
        return _num(yday, 3, flag, width)
    if k == "a":
        return _text(_DAYNAMES[wd + 1], flag, width)
    if k == "A":
        return _text(_FULLDAYNAMES[wd + 1], flag, width)
    if k in "bh":
        return _text(_MONTHNAMES[mo], flag, width)
    if k == "B":
        return _text(_FULLMONTHNAMES[mo], flag, width)
    if k == "p":
        return _text("AM" if H < 12 else "PM", flag, width, False)
    if k == "P":
        return _text("am" if H < 12 else "pm", flag, width)
    if k == "w":
        return _num(cwd, 1, flag, width)
    if k == "u":
        return _num(wd + 1, 1, flag, width)
    if k == "U":
        return _num((yday + 6 - cwd) // 7, 2, flag, width)
    if k == "W":
        return _num((yday + 6 - wd) // 7, 2, flag, width)
    if k in "GgV":
        iy, iw, _ = _isocal(y, mo, d)
        if k == "G":
            return _num(iy, 1, flag, width)
        if k == "g":
            return _num(iy % 100, 2, flag, width)
        return _num(iw, 2, flag, width)
    if k == "c":
        return _text("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wd + 1], _MONTHNAMES[mo], d, H, M, S, y), flag, width)
    if k in "xD":
        return _text("%02d/%02d/%02d" % (mo, d, y % 100), flag, width)
    if k in "XT":
        return _text("%02d:%02d:%02d" % (H, M, S), flag, width)
    if k == "F":
        return _text("%s-%02d-%02d" % (_num(y, 1, flag, ""), mo, d), "", width)
    if k == "R":
        return _text("%02d:%02d" % (H, M), flag, width)
    if k == "r":
        return _text("%02d:%02d:%02d %s" % (H % 12 or 12, M, S, "AM" if H < 12 else "PM"), flag, width)
    if k == "n":
        return "\n"
    if k == "t":
        return "\t"
    if k == "%":
        return "%"
    if k == "s":
        return _num(_mktime(y, mo, d, H, M, S, 0), 1, flag, width)
    if k == "z":
        if hastime and obj.utcoffset is not None:
            off = obj.utcoffset()
            return _format_offset(off, "") if off is not None else ""
        return ""
    if k == "Z":
        if hastime:
            name = obj.tzname()
            if name is not None:
                if not isinstance(name, str):
                    raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tpname(name))
                return name.replace("%", "%%") if False else name
        return ""
    return None


# ---------------------------------------------------------------- strptime

_LOCALE_AMPM = ["am", "pm"]


def _strptime(cls, data, fmt):
    if not isinstance(data, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % _tpname(data))
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % _tpname(fmt))
    vals = _strptime_fields(data, fmt)
    year, month, day, hour, minute, second, us, tz, jday, weekday, woy, wstart, isoyear, isoweek = vals
    if isoyear is not None:
        if jday is not None:
            raise ValueError("Day of the year directive '%j' is not compatible with ISO year directive '%G'. Use '%Y' instead.")
        elif isoweek is None or weekday is None:
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday directive ('%A', '%a', '%w', or '%u').")
    elif isoweek is not None:
        if year is None or weekday is None:
            raise ValueError("ISO week directive '%V' must be used with the ISO year directive '%G' and a weekday directive ('%A', '%a', '%w', or '%u').")
        else:
            raise ValueError("ISO week directive '%V' is incompatible with the year directive '%Y'. Use the ISO year '%G' instead.")
    leap_year_fix = False
    if year is None and month == 2 and day == 29:
        year = 1904
        leap_year_fix = True
    elif year is None:
        year = 1900
    if jday is None and weekday is not None:
        if woy is not None:
            jday = _calc_julian_from_U_or_W(year, woy, weekday, wstart == 0)
            if jday <= 0:
                year -= 1
                yday = 366 if _is_leap(year) else 365
                jday += yday
        elif isoyear is not None and isoweek is not None:
            o = _iso_to_ordinal(isoyear, isoweek, weekday + 1)
            year, month, day = _ord2ymd(o)
            jday = o - _ymd2ord(year, 1, 1) + 1
    if jday is not None:
        o = jday - 1 + _ymd2ord(year, 1, 1)
        if o < 1 or o > _MAXORDINAL:
            raise ValueError("year %d is out of range" % _ord2ymd(max(1, min(o, _MAXORDINAL)))[0])
        year, month, day = _ord2ymd(o)
    if month is None:
        month = 1
    if day is None:
        day = 1
    if leap_year_fix:
        year = 1900
    if cls is None:
        return year, month, day, hour, minute, second, us, tz
    if tz is not None:
        tzv = timezone(tz[0], tz[1]) if tz[1] is not None else timezone(tz[0])
    else:
        tzv = None
    if cls is date:
        return date(year, month, day)
    if cls is time:
        return time(hour, minute, second, us, tzv)
    args = (year, month, day, hour, minute, second, us)
    if tzv is not None:
        return cls(*args, tzinfo=tzv)
    return cls(*args)


def _calc_julian_from_U_or_W(year, week_of_year, day_of_week, week_starts_Mon):
    first_weekday = (_ymd2ord(year, 1, 1) + 6) % 7
    if not week_starts_Mon:
        first_weekday = (first_weekday + 1) % 7
        day_of_week = (day_of_week + 1) % 7
    week_0_length = (7 - first_weekday) % 7
    if week_of_year == 0:
        return 1 + day_of_week - first_weekday
    days_to_week = week_0_length + (7 * (week_of_year - 1))
    return 1 + days_to_week + day_of_week


def _iso_to_ordinal(year, week, day):
    return _iso_week1_monday(year) + (week - 1) * 7 + (day - 1)


def _match_digits(s, pos, lo, hi, maxlen):
    """The longest run of at most maxlen digits at pos whose value is in
    [lo, hi], trying longer runs first (the regex alternation's effect)."""
    j = pos
    while j < len(s) and j - pos < maxlen and s[j] in "0123456789":
        j += 1
    while j > pos:
        v = int(s[pos:j])
        if lo <= v <= hi:
            return v, j
        j -= 1
    return None, pos


def _match_name(s, pos, names):
    best = None
    low = s[pos:].lower()
    for i, nm in enumerate(names):
        if nm and low.startswith(nm.lower()):
            if best is None or len(nm) > len(names[best]):
                best = i
    if best is None:
        return None, pos
    return best, pos + len(names[best])


def _strptime_fields(data, fmt):
    year = month = day = jday = weekday = woy = wstart = isoyear = isoweek = None
    hour = minute = second = us = 0
    hour12 = None
    ampm = None
    tz = None
    pos = 0
    i = 0
    n = len(fmt)
    err = ValueError("time data %r does not match format %r" % (data, fmt))
    while i < n:
        c = fmt[i]
        if c == "%":
            if i + 1 >= n:
                raise ValueError("stray %% in format '%s'" % fmt)
            k = fmt[i + 1]
            i += 2
            if k == "Y":
                v, pos2 = _match_digits(data, pos, 0, 9999, 4)
                if pos2 - pos != 4:
                    raise err
                year = v
            elif k == "y":
                v, pos2 = _match_digits(data, pos, 0, 99, 2)
                if v is None:
                    raise err
                year = v + (2000 if v <= 68 else 1900)
            elif k == "G":
                v, pos2 = _match_digits(data, pos, 0, 9999, 4)
                if pos2 - pos != 4:
                    raise err
                isoyear = v
            elif k == "m":
                v, pos2 = _match_digits(data, pos, 1, 12, 2)
                if v is None:
                    raise err
                month = v
            elif k == "d":
                v, pos2 = _match_digits(data, pos, 1, 31, 2)
                if v is None and data[pos:pos + 1] == " ":
                    v, pos2 = _match_digits(data, pos + 1, 1, 9, 1)
                if v is None:
                    raise err
                day = v
            elif k == "H":
                v, pos2 = _match_digits(data, pos, 0, 23, 2)
                if v is None:
                    raise err
                hour = v
            elif k == "I":
                v, pos2 = _match_digits(data, pos, 1, 12, 2)
                if v is None:
                    raise err
                hour12 = v
            elif k == "M":
                v, pos2 = _match_digits(data, pos, 0, 59, 2)
                if v is None:
                    raise err
                minute = v
            elif k == "S":
                v, pos2 = _match_digits(data, pos, 0, 61, 2)
                if v is None:
                    raise err
                second = v
            elif k == "f":
                j = pos
                while j < len(data) and j - pos < 6 and data[j] in "0123456789":
                    j += 1
                if j == pos:
                    raise err
                s = data[pos:j]
                us = int(s + "0" * (6 - len(s)))
                pos2 = j
            elif k == "j":
                v, pos2 = _match_digits(data, pos, 1, 366, 3)
                if v is None:
                    raise err
                jday = v
            elif k in "UW":
                v, pos2 = _match_digits(data, pos, 0, 53, 2)
                if v is None:
                    raise err
                woy = v
                wstart = 0 if k == "W" else 6
            elif k == "V":
                v, pos2 = _match_digits(data, pos, 1, 53, 2)
                if v is None:
                    raise err
                isoweek = v
            elif k == "w":
                v, pos2 = _match_digits(data, pos, 0, 6, 1)
                if v is None:
                    raise err
                weekday = (v - 1) % 7
            elif k == "u":
                v, pos2 = _match_digits(data, pos, 1, 7, 1)
                if v is None:
                    raise err
                weekday = v - 1
            elif k in "aA":
                v, pos2 = _match_name(data, pos, _FULLDAYNAMES[1:] + _DAYNAMES[1:])
                if v is None:
                    raise err
                weekday = v % 7
            elif k in "bBh":
                v, pos2 = _match_name(data, pos, _FULLMONTHNAMES[1:] + _MONTHNAMES[1:])
                if v is None:
                    raise err
                month = v % 12 + 1
            elif k == "p":
                v, pos2 = _match_name(data, pos, _LOCALE_AMPM)
                if v is None:
                    raise err
                ampm = v
            elif k == "z":
                tz, pos2 = _parse_strptime_tz(data, pos, err)
            elif k == "Z":
                low = data[pos:pos + 3].lower()
                if low in ("utc", "gmt"):
                    pos2 = pos + 3
                else:
                    raise err
            elif k == "%":
                if data[pos:pos + 1] != "%":
                    raise err
                pos2 = pos + 1
            elif k in "cxX":
                sub = {"c": "%a %b %d %H:%M:%S %Y", "x": "%m/%d/%y", "X": "%H:%M:%S"}[k]
                fmt = fmt[:i - 2] + sub + fmt[i:]
                n = len(fmt)
                i -= 2
                continue
            else:
                if k in "0123456789" or not k.isalpha():
                    raise ValueError("'%s' is a bad directive in format '%s'" % (k, fmt[:i - 2] + "%" + k))
                raise ValueError("'%s' is a bad directive in format '%s'" % (k, fmt))
            pos = pos2
        elif c.isspace():
            i += 1
            while i < n and fmt[i].isspace():
                i += 1
            j = pos
            while j < len(data) and data[j].isspace():
                j += 1
            if j == pos:
                raise err
            pos = j
        else:
            if data[pos:pos + 1].lower() != c.lower():
                raise err
            pos += 1
            i += 1
    if pos != len(data):
        raise ValueError("unconverted data remains: %s" % data[pos:])
    if hour12 is not None:
        hour = hour12 % 12
        if ampm == 1:
            hour += 12
    elif ampm is not None:
        pass
    return (year, month, day, hour, minute, second, us, tz, jday, weekday, woy, wstart, isoyear, isoweek)


def _parse_strptime_tz(data, pos, err):
    s = data[pos:]
    if s[:1] in ("Z", "z"):
        return (timedelta(0), None), pos + 1
    if s[:1] not in ("+", "-"):
        raise err
    sign = -1 if s[0] == "-" else 1
    j = 1
    parts = []
    colon = None
    while len(parts) < 3:
        if len(s) >= j + 2 and s[j] in "0123456789" and s[j + 1] in "0123456789":
            parts.append(int(s[j:j + 2]))
            j += 2
        else:
            break
        if len(parts) < 3 and j < len(s) and s[j] == ":":
            if colon is False:
                break
            if len(s) > j + 1 and s[j + 1] in "0123456789":
                colon = True
                j += 1
        elif colon is None:
            colon = False
    if len(parts) < 2:
        raise err
    micro = 0
    if len(parts) == 3 and j < len(s) and s[j] == ".":
        k = j + 1
        while k < len(s) and s[k] in "0123456789":
            k += 1
        if k - j - 1 != 6:
            raise err
        micro = int(s[j + 1:k])
        j = k
    hh, mm = parts[0], parts[1]
    ss = parts[2] if len(parts) == 3 else 0
    if mm > 59:
        raise err
    off = timedelta(hours=hh, minutes=mm, seconds=ss, microseconds=micro)
    if sign < 0:
        off = -off
    return (off, None), pos + j


# ---------------------------------------------------------------- timedelta

def _with_fold(cls, *args):
    # what a copy of a time or datetime with fold=1 is made by (__reduce__)
    return cls(*args, fold=1)


class timedelta:
    __slots__ = ("_days", "_seconds", "_microseconds", "_hashcode")

    def __new__(cls, *args, **kw):
        names = ("days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks")
        vals, given = _parse("__new__", names, 0, args, kw)
        units = (86400000000, 1000000, 1, 1000, 60000000, 3600000000, 604800000000)
        total = 0
        leftover = 0.0
        # CPython accumulates in the order us, ms, s, min, h, d, w.
        for idx in (2, 3, 1, 4, 5, 0, 6):
            if not given[idx]:
                continue
            x = vals[idx]
            factor = units[idx]
            if isinstance(x, int):
                total += int(x) * factor
            elif isinstance(x, float):
                if x != x or x in (float("inf"), float("-inf")):
                    if x != x:
                        raise ValueError("cannot convert float NaN to integer")
                    raise OverflowError("cannot convert float infinity to integer")
                ip = float(int(x))
                frac = x - ip
                total += int(ip) * factor
                if frac != 0.0:
                    dnum = float(factor) * frac
                    ip2 = float(int(dnum))
                    total += int(ip2)
                    leftover += dnum - ip2
            else:
                raise TypeError("unsupported type for timedelta %s component: %s" % (names[idx], _tpname(x)))
        if leftover != 0.0:
            whole = _cround(leftover)
            if abs(whole - leftover) == 0.5:
                odd = total & 1
                whole = 2.0 * _cround((leftover + odd) * 0.5) - odd
            total += int(whole)
        return cls._from_us(total)

    @classmethod
    def _from_us(cls, total):
        s, us = divmod(total, 1000000)
        d, s = divmod(s, 86400)
        if not -2 ** 31 <= d < 2 ** 31:
            raise OverflowError("Python int too large to convert to C int")
        if not -999999999 <= d <= 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self = object.__new__(cls)
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1
        return self

    def _to_us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return self._to_us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "%s(%s)" % (_tpname(self), ", ".join(args))

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = "%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "") + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() + other._to_us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._to_us() - other._to_us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._to_us())

    def __pos__(self):
        return timedelta._from_us(self._to_us())

    def __abs__(self):
        if self._days < 0:
            return -self
        return self.__pos__()

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._to_us() * other)
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_divide_and_round(self._to_us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return self._to_us() // o
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta._from_us(self._to_us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("division by zero")
            return self._to_us() / o
        if isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta._from_us(_divide_and_round(self._to_us(), other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            if a == 0:
                raise ZeroDivisionError("division by zero")
            return timedelta._from_us(_divide_and_round(b * self._to_us(), a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta._from_us(self._to_us() % o)
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            o = other._to_us()
            if o == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            q, r = divmod(self._to_us(), o)
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() == other._to_us()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() != other._to_us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() < other._to_us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() <= other._to_us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() > other._to_us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._to_us() >= other._to_us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return (type(self), (self._days, self._seconds, self._microseconds))


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


# ---------------------------------------------------------------- date

class date:
    __slots__ = ("_year", "_month", "_day", "_hashcode")

    def __new__(cls, *args, **kw):
        (year, month, day), _ = _parse("function", ("year", "month", "day"), 3, args, kw)
        year, month, day = _check_date_fields(year, month, day)
        return cls._make(year, month, day)

    @classmethod
    def _make(cls, year, month, day):
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us, _ = _local_fields(t, True)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        s, ns = _now()
        return cls.fromtimestamp(s + ns // 1000 / 1e6)

    @classmethod
    def fromordinal(cls, n):
        n = _int(n)
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _MAXORDINAL:
            raise ValueError("year %d is out of range" % (MAXYEAR + 1))
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(date_string) not in (7, 8, 10):
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            fields = _parse_isoformat_date(date_string)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        return cls(*_isocalendar_to_ymd(year, week, day))

    def __repr__(self):
        return "%s(%d, %d, %d)" % (_tpname(self), self._year, self._month, self._day)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d 00:00:00 %04d" % (_DAYNAMES[weekday], _MONTHNAMES[self._month], self._day, self._year)

    def strftime(self, format):
        return _strftime(self, format, True, False)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % _tpname(fmt))
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def timetuple(self):
        return _struct_time(self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                            self.toordinal() - _ymd2ord(self._year, 1, 1) + 1, -1)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() == other._cmpkey()
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() != other._cmpkey()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() <= other._cmpkey()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() < other._cmpkey()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() >= other._cmpkey()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, date) and not isinstance(other, datetime):
            return self._cmpkey() > other._cmpkey()
        return NotImplemented

    def __hash__(self):
        return hash(("date", self._year, self._month, self._day))

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            days1 = self.toordinal()
            days2 = other.toordinal()
            return timedelta(days1 - days2)
        return NotImplemented

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        y, w, d = _isocal(self._year, self._month, self._day)
        return IsoCalendarDate(y, w, d)

    def __reduce__(self):
        return (type(self), (self._year, self._month, self._day))


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class IsoCalendarDate(tuple):
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return "%s(year=%d, week=%d, weekday=%d)" % ("datetime.IsoCalendarDate", self[0], self[1], self[2])


def _isocalendar_to_ymd(year, week, day):
    year = _int(year)
    week = _int(week)
    day = _int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("Year is out of range: %d" % year)
    if not 0 < week < 53:
        out_of_range = True
        if week == 53:
            first_weekday = _ymd2ord(year, 1, 1) % 7
            if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                out_of_range = False
        if out_of_range:
            raise ValueError("Invalid week: %d" % week)
    if not 0 < day < 8:
        raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
    day_1 = _iso_week1_monday(year)
    ord_day = day_1 + (week - 1) * 7 + (day - 1)
    return _ord2ymd(ord_day)


def _is_digits(s):
    if not s:
        return False
    for c in s:
        if c not in "0123456789":
            return False
    return True


def _parse_isoformat_date(dtstr):
    # YYYY-MM-DD, YYYYMMDD, YYYY-Www, YYYYWww, YYYY-Www-D, YYYYWwwD
    if not _is_digits(dtstr[0:4]):
        raise ValueError("bad year")
    year = int(dtstr[0:4])
    has_sep = dtstr[4:5] == "-"
    pos = 4 + has_sep
    if dtstr[pos:pos + 1] == "W":
        pos += 1
        if not _is_digits(dtstr[pos:pos + 2]) or len(dtstr[pos:pos + 2]) != 2:
            raise ValueError("bad week")
        weekno = int(dtstr[pos:pos + 2])
        pos += 2
        dayno = 1
        if len(dtstr) > pos:
            if (dtstr[pos:pos + 1] == "-") != has_sep:
                raise ValueError("Inconsistent use of dash separator")
            pos += has_sep
            if not _is_digits(dtstr[pos:pos + 1]):
                raise ValueError("bad day")
            dayno = int(dtstr[pos:pos + 1])
            pos += 1
        if pos != len(dtstr):
            raise ValueError("trailing")
        return list(_isocalendar_to_ymd(year, weekno, dayno))
    if not _is_digits(dtstr[pos:pos + 2]) or len(dtstr[pos:pos + 2]) != 2:
        raise ValueError("bad month")
    month = int(dtstr[pos:pos + 2])
    pos += 2
    if (dtstr[pos:pos + 1] == "-") != has_sep:
        raise ValueError("Inconsistent use of dash separator")
    pos += has_sep
    if not _is_digits(dtstr[pos:pos + 2]) or len(dtstr[pos:pos + 2]) != 2:
        raise ValueError("bad day")
    day = int(dtstr[pos:pos + 2])
    pos += 2
    if pos != len(dtstr):
        raise ValueError("trailing")
    return [year, month, day]


def _parse_hh_mm_ss_ff(tstr):
    # CPython's C parse_hh_mm_ss_ff: HH[:?MM[:?SS]], then up to six digits
    # of fraction (more are skipped) after '.' or ',' or, without
    # separators, straight after SS ("20240102" is 20:24:01.02)
    len_str = len(tstr)
    time_comps = [0, 0, 0, 0]
    pos = 0
    has_sep = True
    for comp in range(0, 3):
        if not _is_digits(tstr[pos:pos + 2]) or len_str - pos < 2:
            raise ValueError("bad digits")
        time_comps[comp] = int(tstr[pos:pos + 2])
        pos += 2
        c = tstr[pos:pos + 1]
        pos += 1
        if comp == 0:
            has_sep = c == ":"
        if pos >= len_str:
            if c:
                raise ValueError("Incomplete time component")
            return time_comps
        if has_sep and c == ":":
            continue
        if c in ".,":
            break
        if has_sep:
            raise ValueError("Invalid time separator: %c" % c)
        pos -= 1
    to_parse = min(len_str - pos, 6)
    digits = tstr[pos:pos + to_parse]
    if digits:
        if not _is_digits(digits):
            raise ValueError("bad fraction")
        time_comps[3] = int(digits) * 10 ** (6 - to_parse)
    pos += to_parse
    while pos < len_str and tstr[pos] in "0123456789":
        pos += 1
    if pos < len_str:
        raise ValueError("Non-digit values in unparsed fraction")
    return time_comps


def _parse_isoformat_time(tstr):
    len_str = len(tstr)
    if len_str < 2:
        raise ValueError("Isoformat time too short")
    tz_pos = -1
    for k in range(len_str):
        if tstr[k] in "-+Z":
            tz_pos = k + 1
            break
    timestr = tstr[:tz_pos - 1] if tz_pos > 0 else tstr
    time_comps = _parse_hh_mm_ss_ff(timestr)
    tzi = None
    if tz_pos == len_str and tstr[-1] == "Z":
        tzi = timezone.utc
    elif tz_pos > 0:
        tzstr = tstr[tz_pos:]
        if len(tzstr) in (0, 1, 3):
            raise ValueError("Malformed time zone string")
        tz_comps = _parse_hh_mm_ss_ff(tzstr)
        if all(x == 0 for x in tz_comps):
            tzi = timezone.utc
        else:
            tzsign = -1 if tstr[tz_pos - 1] == "-" else 1
            td = timedelta(hours=tz_comps[0], minutes=tz_comps[1],
                           seconds=tz_comps[2], microseconds=tz_comps[3])
            tzi = timezone(tzsign * td)
    time_comps.append(tzi)
    return time_comps


def _find_isoformat_datetime_separator(dtstr):
    len_dtstr = len(dtstr)
    if len_dtstr == 7:
        return 7
    date_separator = "-"
    week_indicator = "W"
    if dtstr[4] == date_separator:
        if dtstr[5] == week_indicator:
            if len_dtstr < 8:
                raise ValueError("Invalid ISO string")
            if len_dtstr > 8 and dtstr[8] == date_separator:
                if len_dtstr == 9:
                    raise ValueError("Invalid ISO string")
                if len_dtstr > 10 and _is_digits(dtstr[10]):
                    return 8
                return 10
            else:
                return 8
        else:
            return 10
    else:
        if dtstr[4] == week_indicator:
            idx = 7
            while idx < len_dtstr:
                if not _is_digits(dtstr[idx]):
                    break
                idx += 1
            if idx < 9:
                return idx
            if idx % 2 == 0:
                return 7
            else:
                return 8
        else:
            return 8


# ---------------------------------------------------------------- tzinfo

class tzinfo:
    __slots__ = ()

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError("fromutc: argument must be a datetime")
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        dtoff = dt.utcoffset()
        if dtoff is None:
            raise ValueError("fromutc: non-None utcoffset() result required")
        dtdst = dt.dst()
        if dtdst is None:
            raise ValueError("fromutc: non-None dst() result required")
        delta = dtoff - dtdst
        if delta:
            dt += delta
            dtdst = dt.dst()
            if dtdst is None:
                raise ValueError("fromutc(): dt.dst gave inconsistent results; cannot convert")
        return dt + dtdst


# ---------------------------------------------------------------- time

class time:
    __slots__ = ("_hour", "_minute", "_second", "_microsecond", "_tzinfo", "_hashcode", "_fold")

    def __new__(cls, *args, **kw):
        names = ("hour", "minute", "second", "microsecond", "tzinfo", "fold")
        if "fold" in kw and len(args) > 5:
            pass
        vals, given = _parse("function", names, 0, args[:5], kw) if len(args) <= 5 else _parse("function", names[:5], 0, args, kw)
        hour, minute, second, microsecond, tz = vals[:5]
        fold = vals[5] if len(vals) > 5 else None
        hour, minute, second, microsecond, fold = _check_time_fields(
            hour or 0, minute or 0, second or 0, microsecond or 0, fold or 0)
        _check_tzinfo_arg(tz)
        return cls._make(hour, minute, second, microsecond, tz, fold)

    @classmethod
    def _make(cls, hour, minute, second, microsecond, tz, fold):
        self = object.__new__(cls)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tz
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            base_compare = myoff == otoff
        if base_compare:
            return _cmp((self._hour, self._minute, self._second, self._microsecond),
                        (other._hour, other._minute, other._second, other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware times")
        myhhmm = self._hour * 60 + self._minute - myoff // timedelta(minutes=1)
        othhmm = other._hour * 60 + other._minute - otoff // timedelta(minutes=1)
        return _cmp((myhhmm, self._second, self._microsecond),
                    (othhmm, other._second, other._microsecond))

    def __eq__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) == 0
        return NotImplemented

    def __ne__(self, other):
        if isinstance(other, time):
            return self._cmp(other, allow_mixed=True) != 0
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, time):
            return self._cmp(other) <= 0
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) < 0
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, time):
            return self._cmp(other) >= 0
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, time):
            return self._cmp(other) > 0
        return NotImplemented

    def __hash__(self):
        tzoff = self.utcoffset()
        if not tzoff:
            return hash(("time", self._hour, self._minute, self._second, self._microsecond))
        h, m = divmod(timedelta(hours=self._hour, minutes=self._minute) - tzoff, timedelta(hours=1))
        m //= timedelta(minutes=1)
        if 0 <= h < 24:
            return hash(("time", h, m, self._second, self._microsecond))
        return hash((h, m, self._second, self._microsecond))

    def _tzstr(self):
        return _format_offset(self.utcoffset())

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "%s(%d, %d%s)" % (_tpname(self), self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec="auto"):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        tz = self._tzstr()
        if tz:
            s += tz
        return s

    def __str__(self):
        return self.isoformat()

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = time_string
        if s[:1] == "T":
            s = s[1:]
        try:
            fields = _parse_isoformat_time(s)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (time_string,)) from None
        return cls(*fields)

    def strftime(self, format):
        return _strftime(self, format, False, True)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % _tpname(fmt))
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _check_utc_offset("utcoffset", self._tzinfo.utcoffset(None))

    def tzname(self):
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(None)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tpname(name))
        return name

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_utc_offset("dst", self._tzinfo.dst(None))

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)

    def __bool__(self):
        return True

    def __reduce__(self):
        args = (self._hour, self._minute, self._second, self._microsecond, self._tzinfo)
        if self._fold:
            return (_with_fold, (type(self),) + args)
        return (type(self), args)


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# ---------------------------------------------------------------- datetime

def _local_fields(t, local, tz=None):
    """The broken-down fields of POSIX time t (int or float), rounded to
    microseconds half-even as CPython's _PyTime_ROUND_HALF_EVEN."""
    if isinstance(t, float):
        if t != t:
            raise ValueError("Invalid value NaN (not a number)")
        if t in (float("inf"), float("-inf")):
            raise OverflowError("timestamp out of range for platform time_t")
        frac, whole = _modf(t)
        us = round(frac * 1e6)
        if us >= 1000000:
            whole += 1.0
            us -= 1000000
        elif us < 0:
            whole -= 1.0
            us += 1000000
        secs = int(whole)
    elif isinstance(t, int):
        secs = int(t)
        us = 0
    else:
        secs_f = _float_arg(t)
        return _local_fields(secs_f, local, tz)
    if not -62135596800 - 86400 <= secs <= 253402300799 + 86400:
        if abs(secs) > 2 ** 63:
            raise OverflowError("timestamp out of range for platform time_t")
        raise ValueError("year %d is out of range" % (1970 + secs // 31556952))
    off = 0
    if local:
        off = _localoffset(secs)[0]
    total = secs + off
    days, rem = divmod(total, 86400)
    o = days + _ymd2ord(1970, 1, 1)
    if not 1 <= o <= _MAXORDINAL:
        y = _ord2ymd(max(1, min(o, _MAXORDINAL)))[0]
        raise ValueError("year %d is out of range" % (y - 1 if o < 1 else y + 1))
    y, m, d = _ord2ymd(o)
    hh, rem = divmod(rem, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss, us, off


def _modf(x):
    whole = float(int(x))
    return x - whole, whole


def _float_arg(t):
    if hasattr(type(t), "__float__"):
        return float(t)
    raise TypeError("'%s' object cannot be interpreted as an integer" % _tpname(t))


class datetime(date):
    __slots__ = time.__slots__

    def __new__(cls, *args, **kw):
        names = ("year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo")
        fold = kw.pop("fold", 0) if "fold" in kw else 0
        vals, given = _parse("function", names, 3, args, kw)
        year, month, day = _check_date_fields(vals[0], vals[1], vals[2])
        hour, minute, second, microsecond, fold = _check_time_fields(
            vals[3] if given[3] else 0, vals[4] if given[4] else 0,
            vals[5] if given[5] else 0, vals[6] if given[6] else 0, fold)
        tz = vals[7]
        _check_tzinfo_arg(tz)
        return cls._make_dt(year, month, day, hour, minute, second, microsecond, tz, fold)

    @classmethod
    def _make_dt(cls, year, month, day, hour, minute, second, microsecond, tz, fold):
        self = object.__new__(cls)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tz
        self._hashcode = -1
        self._fold = fold
        return self

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    @classmethod
    def _fromtimestamp(cls, t, utc, tz):
        y, m, d, hh, mm, ss, us, off = _local_fields(t, not utc and tz is None)
        result = cls(y, m, d, hh, mm, ss, us, tz)
        if tz is not None:
            result = tz.fromutc(result)
        return result

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo_arg(tz)
        return cls._fromtimestamp(t, tz is not None, tz)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._fromtimestamp(t, True, None)

    @classmethod
    def now(cls, tz=None):
        s, ns = _now()
        return cls.fromtimestamp(s + ns // 1000 / 1e6 if ns else s, tz)

    @classmethod
    def utcnow(cls):
        s, ns = _now()
        return cls.utcfromtimestamp(s + ns // 1000 / 1e6 if ns else s)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_class):
            raise TypeError("combine() argument 1 must be datetime.date, not %s" % _tpname(date))
        if not isinstance(time, _time_class):
            raise TypeError("combine() argument 2 must be datetime.time, not %s" % _tpname(time))
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day,
                   time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(date_string) < 7:
            raise ValueError("Invalid isoformat string: %r" % (date_string,))
        try:
            separator_location = _find_isoformat_datetime_separator(date_string)
            dstr = date_string[0:separator_location]
            tstr = date_string[(separator_location + 1):]
            date_components = _parse_isoformat_date(dstr)
        except ValueError:
            raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        if separator_location < len(date_string):  # "2024-01-02T" is invalid
            try:
                time_components = _parse_isoformat_time(tstr)
            except ValueError:
                raise ValueError("Invalid isoformat string: %r" % (date_string,)) from None
        else:
            time_components = [0, 0, 0, 0, None]
        return cls(*(date_components + time_components))

    @classmethod
    def strptime(cls, date_string, format):
        return _strptime(cls, date_string, format)

    def timetuple(self):
        dst = self.dst()
        if dst is None:
            dst = -1
        elif dst:
            dst = 1
        else:
            dst = 0
        return _struct_time(self._year, self._month, self._day, self._hour, self._minute,
                            self._second, self.weekday(),
                            self.toordinal() - _ymd2ord(self._year, 1, 1) + 1, dst)

    def _mktime(self):
        return _mktime(self._year, self._month, self._day, self._hour, self._minute,
                       self._second, self._fold)

    def timestamp(self):
        if self._tzinfo is None:
            s = self._mktime()
            return s + self.microsecond / 1e6
        else:
            return (self - _EPOCH).total_seconds()

    def utctimetuple(self):
        offset = self.utcoffset()
        if offset:
            self -= offset
        y, m, d = self.year, self.month, self.day
        hh, mm, ss = self.hour, self.minute, self.second
        return _struct_time(y, m, d, hh, mm, ss, self.weekday(),
                            self.toordinal() - _ymd2ord(y, 1, 1) + 1, 0)

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self.hour, self.minute, self.second, self.microsecond, fold=self.fold)

    def timetz(self):
        return time(self.hour, self.minute, self.second, self.microsecond,
                    self._tzinfo, fold=self.fold)

    def replace(self, year=None, month=None, day=None, hour=None,
                minute=None, second=None, microsecond=None, tzinfo=True,
                *, fold=None):
        if year is None:
            year = self.year
        if month is None:
            month = self.month
        if day is None:
            day = self.day
        if hour is None:
            hour = self.hour
        if minute is None:
            minute = self.minute
        if second is None:
            second = self.second
        if microsecond is None:
            microsecond = self.microsecond
        if tzinfo is True:
            tzinfo = self.tzinfo
        if fold is None:
            fold = self.fold
        return type(self)(year, month, day, hour, minute, second,
                          microsecond, tzinfo, fold=fold)

    def _local_timezone(self):
        if self.tzinfo is None:
            ts = self._mktime()
        else:
            ts = (self - _EPOCH) // timedelta(seconds=1)
        off, name = _localoffset(ts)
        return timezone(timedelta(seconds=off), name)

    def astimezone(self, tz=None):
        if tz is None:
            tz = self._local_timezone()
        elif not isinstance(tz, tzinfo):
            raise TypeError("astimezone() argument 1 must be datetime.tzinfo, not %s" % _tpname(tz))
        mytz = self.tzinfo
        if mytz is None:
            mytz = self._local_timezone()
            myoffset = mytz.utcoffset(self)
        else:
            myoffset = mytz.utcoffset(self)
            if myoffset is None:
                mytz = self.replace(tzinfo=None)._local_timezone()
                myoffset = mytz.utcoffset(self)
        if tz is mytz:
            return self
        utc = (self - myoffset).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return "%s %s %2d %02d:%02d:%02d %04d" % (
            _DAYNAMES[weekday], _MONTHNAMES[self._month], self._day,
            self._hour, self._minute, self._second, self._year)

    def isoformat(self, sep="T", timespec="auto"):
        if not isinstance(sep, str) or len(sep) != 1:
            if isinstance(sep, str):
                raise TypeError("isoformat() argument 1 must be a unicode character, not str")
            raise TypeError("isoformat() argument 1 must be a unicode character, not %s" % _tpname(sep))
        s = ("%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep) +
             _format_time(self._hour, self._minute, self._second, self._microsecond, timespec))
        off = self.utcoffset()
        tz = _format_offset(off)
        if tz:
            s += tz
        return s

    def __repr__(self):
        L = [self._year, self._month, self._day,
             self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            del L[-1]
        if L[-1] == 0:
            del L[-1]
        s = "%s(%s)" % (_tpname(self), ", ".join(map(str, L)))
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def strftime(self, format):
        return _strftime(self, format, True, True)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return _check_utc_offset("utcoffset", self._tzinfo.utcoffset(self))

    def tzname(self):
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '%s'" % _tpname(name))
        return name

    def dst(self):
        if self._tzinfo is None:
            return None
        return _check_utc_offset("dst", self._tzinfo.dst(self))

    def __eq__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) == 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            return False

    def __ne__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other, allow_mixed=True) != 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            return True

    def __le__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) <= 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __lt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) < 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __ge__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) >= 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def __gt__(self, other):
        if isinstance(other, datetime):
            return self._cmp(other) > 0
        elif not isinstance(other, date):
            return NotImplemented
        else:
            _cmperror(self, other)

    def _cmp(self, other, allow_mixed=False):
        mytz = self._tzinfo
        ottz = other._tzinfo
        myoff = otoff = None
        if mytz is ottz:
            base_compare = True
        else:
            myoff = self.utcoffset()
            otoff = other.utcoffset()
            if allow_mixed:
                if myoff != self.replace(fold=not self.fold).utcoffset():
                    return 2
                if otoff != other.replace(fold=not other.fold).utcoffset():
                    return 2
            base_compare = myoff == otoff
        if base_compare:
            return _cmp((self._year, self._month, self._day,
                         self._hour, self._minute, self._second,
                         self._microsecond),
                        (other._year, other._month, other._day,
                         other._hour, other._minute, other._second,
                         other._microsecond))
        if myoff is None or otoff is None:
            if allow_mixed:
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        diff = self - other
        if diff.days < 0:
            return -1
        return diff and 1 or 0

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        delta = timedelta(self.toordinal(),
                          hours=self._hour,
                          minutes=self._minute,
                          seconds=self._second,
                          microseconds=self._microsecond)
        delta += other
        hour, rem = divmod(delta.seconds, 3600)
        minute, second = divmod(rem, 60)
        if 0 < delta.days <= _MAXORDINAL:
            y, m, d = _ord2ymd(delta.days)
            return type(self)._make_dt(y, m, d, hour, minute, second, delta.microseconds,
                                       self._tzinfo, 0)
        raise OverflowError("date value out of range")

    __radd__ = __add__

    def __sub__(self, other):
        if not isinstance(other, datetime):
            if isinstance(other, timedelta):
                return self + -other
            return NotImplemented
        days1 = self.toordinal()
        days2 = other.toordinal()
        secs1 = self._second + self._minute * 60 + self._hour * 3600
        secs2 = other._second + other._minute * 60 + other._hour * 3600
        base = timedelta(days1 - days2, secs1 - secs2, self._microsecond - other._microsecond)
        if self._tzinfo is other._tzinfo:
            return base
        myoff = self.utcoffset()
        otoff = other.utcoffset()
        if myoff == otoff:
            return base
        if myoff is None or otoff is None:
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return base + otoff - myoff

    def __hash__(self):
        if self.fold:
            t = self.replace(fold=0)
        else:
            t = self
        tzoff = t.utcoffset()
        if tzoff is None:
            return hash(("datetime", t._year, t._month, t._day, t._hour, t._minute, t._second, t._microsecond))
        days = _ymd2ord(self.year, self.month, self.day)
        seconds = self.hour * 3600 + self.minute * 60 + self.second
        return hash(timedelta(days, seconds, self.microsecond) - tzoff)

    def __reduce__(self):
        args = (self._year, self._month, self._day, self._hour, self._minute,
                self._second, self._microsecond, self._tzinfo)
        if self._fold:
            return (_with_fold, (type(self),) + args)
        return (type(self), args)


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)

_date_class = date
_time_class = time


# ---------------------------------------------------------------- timezone

class timezone(tzinfo):
    __slots__ = ("_offset", "_name")

    _Omitted = object()

    def __new__(cls, offset=None, name=_Omitted, *args, **kw):
        if args or kw or offset is None:
            if offset is None and not args and not kw:
                raise TypeError("timezone() missing required argument 'offset' (pos 1)")
            if kw:
                for k in kw:
                    raise TypeError("timezone() got an unexpected keyword argument '%s'" % k)
            raise TypeError("timezone() takes at most 2 arguments (%d given)" % (2 + len(args)))
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % _tpname(offset))
        if name is cls._Omitted:
            if not offset and cls is timezone and _UTC is not None:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % _tpname(name))
        if not cls._minoffset <= offset <= cls._maxoffset:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        return cls._create(offset, name)

    def __reduce__(self):
        # CPython's: the class over __getinitargs__()
        if self._name is None:
            return (type(self), (self._offset,))
        return (type(self), (self._offset, self._name))

    @classmethod
    def _create(cls, offset, name=None):
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is _UTC:
            return "datetime.timezone.utc"
        if self._name is None:
            return "%s(%r)" % (_tpname(self), self._offset)
        return "%s(%r, %r)" % (_tpname(self), self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError("utcoffset(dt) argument must be a datetime instance or None, not %s" % _tpname(dt))

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError("tzname(dt) argument must be a datetime instance or None, not %s" % _tpname(dt))

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError("dst(dt) argument must be a datetime instance or None, not %s" % _tpname(dt))

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError("fromutc: dt.tzinfo is not self")
            return dt + self._offset
        raise TypeError("fromutc() argument must be a datetime instance or None")

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return "UTC"
        if delta < timedelta(0):
            sign = "-"
            delta = -delta
        else:
            sign = "+"
        hours, rest = divmod(delta, timedelta(hours=1))
        minutes, rest = divmod(rest, timedelta(minutes=1))
        seconds = rest.seconds
        microseconds = rest.microseconds
        if microseconds:
            return ("UTC%s%02d:%02d:%02d.%06d" % (sign, hours, minutes, seconds, microseconds))
        if seconds:
            return "UTC%s%02d:%02d:%02d" % (sign, hours, minutes, seconds)
        return "UTC%s%02d:%02d" % (sign, hours, minutes)


timezone._maxoffset = timedelta(hours=24, microseconds=-1)
timezone._minoffset = -timezone._maxoffset
_UTC = None
_UTC = timezone._create(timedelta(0))
timezone.utc = _UTC
timezone.min = timezone._create(-timedelta(hours=23, minutes=59))
timezone.max = timezone._create(timedelta(hours=23, minutes=59))
UTC = _UTC
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)

_BASES = (date, datetime, time, timedelta, tzinfo, timezone)
# One statement per class: the module runs lazily (modules/pylazy.go), and
# a statement acting on a class runs with the class.
_displayname(date, "datetime.date")
_displayname(datetime, "datetime.datetime")
_displayname(time, "datetime.time")
_displayname(timedelta, "datetime.timedelta")
_displayname(tzinfo, "datetime.tzinfo")
_displayname(timezone, "datetime.timezone")

datetime_CAPI = None
del datetime_CAPI
