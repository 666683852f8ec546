# The warnings module's Python part (see warnings.go). warn and
# warn_explicit are Go: they find the caller's location, run the filters
# (the list `filters` of 5-tuples, first match wins, `defaultaction`
# otherwise) and the registries (__warningregistry__ of the warning's
# module, keyed by (text, category, lineno) and by (text, category) for
# "once" and "module", cleared when the filters change; warnings_impl.go),
# and raise the warning an "error" filter asks for, so that its traceback
# ends at the program's call as in CPython (whose warn is C). What shows
# a warning is here, with CPython 3.11's behaviour: showwarning and
# formatwarning (which programs replace), WarningMessage, and
# catch_warnings.
#
# State lives in the module's attributes, read with _get(name) and
# written with _set(name, value) (Go: the module object's attributes),
# since a program assigns them (warnings.showwarning = f,
# warnings.filters = [], and catch_warnings does).
#
# Go helpers: _get, _set, _getline(filename, lineno) (linecache),
# _stderr() (sys.stderr or None), _builtin(name).

__all__ = ["warn", "warn_explicit", "showwarning",
           "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

filters = []
defaultaction = "default"
onceregistry = {}
_version = [0]        # CPython's filters_version
_sys_registry = {}    # sys.__dict__['__warningregistry__']


def _filters_mutated():
    _version[0] += 1


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like."""
    msg = WarningMessage(message, category, filename, lineno, file, line)
    _showwarnmsg_impl(msg)


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    msg = WarningMessage(message, category, filename, lineno, None, line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = _stderr()
        if file is None:
            # sys.stderr is None: nowhere to write
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    s = f"{msg.filename}:{msg.lineno}: {category}: {msg.message}\n"
    if msg.line is None:
        try:
            line = _getline(msg.filename, msg.lineno)
        except Exception:
            line = None
    else:
        line = msg.line
    if line:
        line = line.strip()
        s += "  %s\n" % line
    if msg.source is not None:
        # tracemalloc is not available: it never traces
        s += f'{category}: Enable tracemalloc to get the object allocation traceback\n'
    return s


_showwarning_orig = showwarning
_formatwarning_orig = formatwarning


def _showwarnmsg(msg):
    sw = _get('showwarning')
    if sw is not _showwarning_orig:
        # warnings.showwarning() was replaced
        if not callable(sw):
            raise TypeError("warnings.showwarning() must be set to a "
                            "function or method")
        sw(msg.message, msg.category, msg.filename, msg.lineno,
           msg.file, msg.line)
        return
    _get('_showwarnmsg_impl')(msg)


def _formatwarnmsg(msg):
    fw = _get('formatwarning')
    if fw is not _formatwarning_orig:
        # warnings.formatwarning() was replaced
        return fw(msg.message, msg.category,
                  msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


def filterwarnings(action, message="", category=Warning, module="", lineno=0,
                   append=False):
    """Insert an entry into the list of warnings filters (at the front).

    'action' -- one of "error", "ignore", "always", "default", "module",
                or "once"
    'message' -- a regex that the warning message must match
    'category' -- a class that the warning must be a subclass of
    'module' -- a regex that the module name must match
    'lineno' -- an integer line number, 0 matches all warnings
    'append' -- if true, append to the list of filters
    """
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))
    if not isinstance(message, str):
        raise AssertionError("message must be a string")
    if not isinstance(category, type):
        raise AssertionError("category must be a class")
    if not issubclass(category, Warning):
        raise AssertionError("category must be a Warning subclass")
    if not isinstance(module, str):
        raise AssertionError("module must be a string")
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a simple entry into the list of warnings filters (at the front).

    A simple filter matches all modules and messages.
    'action' -- one of "error", "ignore", "always", "default", "module",
                or "once"
    'category' -- a class that the warning must be a subclass of
    'lineno' -- an integer line number, 0 matches all warnings
    'append' -- if true, append to the list of filters
    """
    if action not in _ACTIONS:
        raise AssertionError("invalid action: %r" % (action,))
    if not (isinstance(lineno, int) and lineno >= 0):
        raise AssertionError("lineno must be an int >= 0")
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    flist = _get('filters')
    if not append:
        # a duplicate moves to the front
        try:
            flist.remove(item)
        except ValueError:
            pass
        flist.insert(0, item)
    elif item not in flist:
        flist.append(item)
    _filters_mutated()


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    _get('filters')[:] = []
    _filters_mutated()


class WarningMessage(object):

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file",
                        "line", "source")

    def __init__(self, message, category, filename, lineno, file=None,
                 line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, "
                "line : %r}" % (self.message, self._category_name,
                                self.filename, self.lineno, self.line))


class catch_warnings(object):
    """A context manager that copies and restores the warnings filter upon
    exiting the context.

    The 'record' argument specifies whether warnings should be captured by a
    custom implementation of warnings.showwarning() and be appended to a list
    returned by the context manager. Otherwise None is returned by the context
    manager. The objects appended to the list are arguments whose attributes
    mirror the arguments to showwarning().

    The 'module' argument is to specify an alternative module to the module
    named 'warnings' and imported under that name. This argument is only useful
    when testing the warnings module itself.

    If the 'action' argument is not None, the remaining arguments are passed
    to warnings.simplefilter() as if it were called immediately on entering the
    context.
    """

    def __init__(self, *, record=False, module=None,
                 action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not None:
            args.append("module=%r" % self._module)
        name = type(self).__name__
        return "%s(%s)" % (name, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        get, put = _accessors(self._module)
        self._filters = get('filters')
        put('filters', self._filters[:])
        get('_filters_mutated')()
        self._showwarning = get('showwarning')
        self._showwarnmsg_impl = get('_showwarnmsg_impl')
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            put('_showwarnmsg_impl', log.append)
            # Reset showwarning() to the default implementation to make sure
            # that _showwarnmsg() calls _showwarnmsg_impl()
            put('showwarning', get('_showwarning_orig'))
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        get, put = _accessors(self._module)
        put('filters', self._filters)
        get('_filters_mutated')()
        put('showwarning', self._showwarning)
        put('_showwarnmsg_impl', self._showwarnmsg_impl)


def _accessors(module):
    # this module's attributes (past the attribute policy, which keeps
    # programs from its private names), or another module's (catch_warnings'
    # module argument)
    if module is None:
        return _get, _set
    return (lambda name: getattr(module, name),
            lambda name, value: setattr(module, name, value))


# The registries (already_warned) and warn_explicit are Go
# (warnings_impl.go): every warning runs them.


def _warn_unawaited_coroutine(coro):
    # kept for CPython's name; pyinterp's Go side issues this warning itself
    msg = f"coroutine '{coro.__qualname__}' was never awaited"
    warn(msg, category=RuntimeWarning, stacklevel=2, source=coro)


def _setoption(arg):
    # one -W option (sys.warnoptions): action:message:category:module:lineno
    parts = arg.split(':')
    if len(parts) > 5:
        raise _OptionError("too many fields (max 5): %r" % (arg,))
    while len(parts) < 5:
        parts.append('')
    action, message, category, module, lineno = [s.strip() for s in parts]
    action = _getaction(action)
    category = _getcategory(category)
    if message or module:
        import re
    if message:
        message = re.escape(message)
    if module:
        module = re.escape(module) + r'\Z'
    if lineno:
        try:
            lineno = int(lineno)
            if lineno < 0:
                raise ValueError
        except (ValueError, OverflowError):
            raise _OptionError("invalid lineno %r" % (lineno,)) from None
    else:
        lineno = 0
    filterwarnings(action, message, category, module, lineno)


class _OptionError(Exception):
    """Exception used by option processing helpers."""


def _getaction(action):
    if not action:
        return "default"
    if action == "all":
        return "always"
    for a in ('default', 'always', 'ignore', 'module', 'once', 'error'):
        if a.startswith(action):
            return a
    raise _OptionError("invalid action: %r" % (action,))


def _getcategory(category):
    if not category:
        return Warning
    if '.' in category:
        raise _OptionError("invalid module name: %r" % (category.rpartition('.')[0],))
    cat = _builtin(category)
    if cat is None:
        raise _OptionError("unknown warning category: %r" % (category,))
    if not (isinstance(cat, type) and issubclass(cat, Warning)):
        raise _OptionError("invalid warning category: %r" % (category,))
    return cat


def _processoptions(args):
    for arg in args:
        try:
            _setoption(arg)
        except _OptionError as msg:
            _stderr().write("Invalid -W option ignored: %s\n" % (msg,))


# CPython 3.11's default filters, as `python3 script.py` has them
# (a release build without -X dev): DeprecationWarning shown in __main__,
# the others listed ignored.
filters[:] = [
    ('default', None, DeprecationWarning, '__main__', 0),
    ('ignore', None, DeprecationWarning, None, 0),
    ('ignore', None, PendingDeprecationWarning, None, 0),
    ('ignore', None, ImportWarning, None, 0),
    ('ignore', None, ResourceWarning, None, 0),
]
