# asyncio: one event loop per run, inside the interpreter.
#
# The loop, futures and tasks follow CPython 3.11's pure-Python asyncio
# (the same callback order, so programs print in CPython's order). Time is
# real monotonic time; the loop waits through _select, a Go helper that
# sleeps under the run's deadline and cancellation and collects the
# results of tool calls running on goroutines (_await_call). Go helpers:
# _time, _select, _iscoroutinefunction, _tool_coroutine, _deque, _heappush,
# _heappop, _heapify; get_running_loop is Go too (asyncio_core.go, with
# the loop's core).

__all__ = []

_CANCELLED = 'CANCELLED'
_PENDING = 'PENDING'
_FINISHED = 'FINISHED'

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


class CancelledError(BaseException):
    """The Future or Task was cancelled."""
    __module__ = 'asyncio.exceptions'


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""
    __module__ = 'asyncio.exceptions'


class IncompleteReadError(EOFError):
    """
    Incomplete read error. Attributes:

    - partial: read bytes string before the end of stream was reached
    - expected: total number of expected bytes (or None if unknown)
    """
    __module__ = 'asyncio.exceptions'

    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of '
                         f'{r_expected} expected bytes')
        self.partial = partial
        self.expected = expected

    def __reduce__(self):
        return type(self), (self.partial, self.expected)


class LimitOverrunError(Exception):
    """Reached the buffer limit while looking for a separator.

    Attributes:
    - consumed: total number of to be consumed bytes.
    """
    __module__ = 'asyncio.exceptions'

    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed

    def __reduce__(self):
        return type(self), (self.args[0], self.consumed)


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""
    __module__ = 'asyncio.exceptions'


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""
    __module__ = 'asyncio.queues'


async def _coro_probe():
    pass

_probe = _coro_probe()
_CoroutineType = type(_probe)
_probe.close()
del _probe


def _g():
    yield

_GeneratorType = type(_g())
del _g


def iscoroutine(obj):
    # CPython 3.11: coroutines, generators and any object with the
    # methods of collections.abc.Coroutine (__await__, send, throw, close).
    t = type(obj)
    if t is _CoroutineType or t is _GeneratorType:
        return True
    for name in ('__await__', 'send', 'throw', 'close'):
        if getattr(t, name, None) is None:
            return False
    return True


def iscoroutinefunction(func):
    return _iscoroutinefunction(func)


_running_loop = None
_current_tasks = {}
# Tasks not yet finished, in creation order (a dict used as an ordered set:
# CPython keeps a WeakSet; a list's remove made each finished task cost
# O(tasks), so many concurrent tasks cost quadratic time).
_all_tasks = {}
_task_counter = 0


_loop_run_id = None


def _drop_stale_loop():
    # A run that a limit ended inside the loop ran no finally clause: its
    # loop still reads as running. A later run (another _run_id) drops it,
    # with its pending tasks, as CPython's process would have ended. The
    # entry points call it; get_running_loop (Go) compares the run ids
    # itself and calls it only for a stale loop.
    global _running_loop, _event_loop, _toplevel_task
    if _running_loop is not None and _loop_run_id != _run_id():
        loop = _running_loop
        _running_loop = None
        _set_running_loop(None)
        _toplevel_task = None
        loop._running = False
        loop._stopping = False
        if _event_loop is loop:
            _event_loop = None


# get_running_loop and _get_running_loop are Go (asyncio_core.go): the
# loop run_forever registered with _set_running_loop, if this run started
# it.


_event_loop = None


def get_event_loop():
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None or _event_loop.is_closed():
        _event_loop = new_event_loop()
    return _event_loop


def set_event_loop(loop):
    global _event_loop
    _event_loop = loop


def new_event_loop():
    return _EventLoop()


# Handle and TimerHandle are Go (asyncio_core.go), made by call_soon and
# _new_timer.


class _EventLoop:
    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._stopping = False
        self._closed = False
        self._running = False
        self._timer_cancelled_count = 0
        self._asyncgens = {}  # insertion-ordered set
        self._asyncgens_kept = 0
        self._debug = False
        self._exception_handler = None
        self._unretrieved = []
        self._unretrieved_kept = 0

    def __repr__(self):
        return '<_UnixSelectorEventLoop running=%s closed=%s debug=%s>' % (
            self._running, self._closed, self._debug)

    def time(self):
        return _time()

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        if not self._closed:
            self._report_unretrieved()
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def stop(self):
        self._stopping = True

    call_soon = _call_soon_method  # Go: a Handle appended to _ready
    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        timer = _new_timer(when, callback, args, self, context)
        _heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        task = Task(coro, loop=self, name=name, context=context)
        return task

    def run_forever(self):
        global _running_loop, _loop_run_id
        _drop_stale_loop()
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        self._running = True
        _running_loop = self
        _loop_run_id = _run_id()
        _set_running_loop(self)
        old_hook = _set_firstiter(self._asyncgen_firstiter_hook)
        old_finalizer = _set_finalizer(self._asyncgen_finalizer_hook)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            _set_firstiter(old_hook)
            _set_finalizer(old_finalizer)
            self._stopping = False
            self._running = False
            _running_loop = None
            _set_running_loop(None)

    def _asyncgen_finalizer_hook(self, agen):
        # An async generator dropped unfinished (eval: an async for left
        # early): its aclose() runs as a task, as CPython's loop does,
        # and shutdown_asyncgens does not close it again.
        self._asyncgens.pop(agen, None)
        if not self.is_closed():
            self.call_soon_threadsafe(self.create_task, agen.aclose())

    def _asyncgen_firstiter_hook(self, agen):
        # The async generators first iterated while the loop runs, to
        # finalize at shutdown (CPython keeps them in a WeakSet; the list
        # drops the finished ones as it grows).
        gens = self._asyncgens
        if len(gens) >= 64 and len(gens) >= 2 * self._asyncgens_kept:
            gens = {g: None for g in gens if not _agen_finished(g)}
            self._asyncgens = gens
            self._asyncgens_kept = len(gens)
        gens[agen] = None

    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _run_once(self):
        scheduled = self._scheduled
        if self._timer_cancelled_count > 100 and self._timer_cancelled_count * 2 > len(scheduled):
            kept = []
            for h in scheduled:
                if h._cancelled:
                    h._scheduled = False
                else:
                    kept.append(h)
            _heapify(kept)
            self._scheduled = scheduled = kept
            self._timer_cancelled_count = 0
        else:
            while scheduled and scheduled[0]._cancelled:
                self._timer_cancelled_count -= 1
                h = _heappop(scheduled)
                h._scheduled = False
        timeout = None
        if self._ready or self._stopping:
            timeout = 0
        elif scheduled:
            timeout = scheduled[0]._when - self.time()
            if timeout < 0:
                timeout = 0
        for fut, ok, value in _select(timeout):
            if fut.done():
                continue
            if ok:
                fut.set_result(value)
            else:
                fut.set_exception(value)
        end_time = self.time() + 1e-09
        while scheduled:
            h = scheduled[0]
            if h._when >= end_time:
                break
            h = _heappop(scheduled)
            h._scheduled = False
            self._ready.append(h)
        _run_ready(self._ready)

    def _callback_failed(self, handle, exc):
        # The except clause of CPython's Handle._run (the Go handle calls
        # it when its callback raised).
        cb = _format_callback_source(handle._callback, handle._args)
        self.call_exception_handler({
            'message': f'Exception in callback {cb}',
            'exception': exc,
            'handle': handle,
        })

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            try:
                self.default_exception_handler(context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                _log_error('Exception in default exception handler', exc)
            return
        try:
            self._exception_handler(self, context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            try:
                self.default_exception_handler({
                    'message': 'Unhandled error in exception handler',
                    'exception': exc,
                    'context': context,
                })
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc2:
                _log_error('Exception in default exception handler while handling an '
                           'unexpected error in custom exception handler', exc2)

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        # CPython 3.11's: the message and the context's other keys, logged
        # by the 'asyncio' logger (with no handler configured, logging's
        # last resort writes it to stderr) with the exception's traceback.
        message = context.get('message')
        if not message:
            message = 'Unhandled exception in event loop'
        log_lines = [message]
        for key in sorted(context):
            if key in {'message', 'exception'}:
                continue
            log_lines.append(f'{key}: {context[key]!r}')
        _log_error('\n'.join(log_lines), context.get('exception'))

    def _report_unretrieved(self):
        # Futures and tasks that failed and whose exception nobody read:
        # CPython reports each when it is freed; the loop reports those
        # left when it is closed (asyncio.run's end, Runner.close).
        futs = self._unretrieved
        self._unretrieved = []
        for fut in futs:
            if fut._log_traceback:
                fut._log_traceback = False
                self.call_exception_handler({
                    'message': f'{type(fut).__name__} exception was never retrieved',
                    'exception': fut._exception,
                    'future': fut,
                })

    async def shutdown_asyncgens(self):
        gens = [g for g in self._asyncgens if not _agen_finished(g)]
        self._asyncgens = {}
        if not gens:
            return
        results = await gather(*[ag.aclose() for ag in gens], return_exceptions=True)
        for result, agen in zip(results, gens):
            if isinstance(result, Exception) and self._exception_handler is not None:
                self.call_exception_handler({
                    'message': f'an error occurred during closing of asynchronous generator {agen!r}',
                    'exception': result,
                    'asyncgen': agen,
                })

    async def shutdown_default_executor(self):
        pass

    async def run_in_executor(self, executor, func, *args):
        return await to_thread(func, *args)


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return
    fut.get_loop().stop()


def _get_loop(fut):
    return fut.get_loop()


def isfuture(obj):
    return getattr(type(obj), '_asyncio_future_blocking', None) is not None and obj._asyncio_future_blocking is not None


class Future:
    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _cancel_message = None
    _cancelled_exc = None
    _asyncio_future_blocking = False
    _log_traceback = False

    def __init__(self, *, loop=None):
        if loop is None:
            loop = get_event_loop()
        self._loop = loop
        self._callbacks = []

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append('exception=%r' % (self._exception,))
            else:
                info.append('result=%r' % (self._result,))
        if self._callbacks:
            info.append(_format_callbacks([cb for cb, _ in self._callbacks]))
        return info

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, ' '.join(self._repr_info()))

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        if not callbacks:
            return
        self._callbacks[:] = []
        for callback, ctx in callbacks:
            self._loop.call_soon(callback, self, context=ctx)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        self._log_traceback = False
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        self._log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self, context=context)
        else:
            if context is None:
                context = _copy_context()
            self._callbacks.append((fn, context))

    def remove_done_callback(self, fn):
        kept = [(f, ctx) for (f, ctx) in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')  # _asyncio's message
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()
        self._log_traceback = True
        _note_unretrieved(self)

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


def _format_coro(coro):
    # CPython's coroutines._format_coroutine: the coroutine's name and
    # where it is ("running at FILE:LINE", or "done, defined at ...").
    name = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None)
    if name:
        name += '()'
    else:
        name = f'<{type(coro).__name__} without __name__>()'
    loc = _coro_location(coro)
    if loc is None:
        return name
    filename, lineno, running = loc
    if running:
        return f'{name} running at {filename}:{lineno}'
    return f'{name} done, defined at {filename}:{lineno}'


def _format_callback(cb):
    return _format_callback_source(cb, ())


def _format_callback_source(func, args):
    # format_helpers._format_callback_source: "name(args) at file:line"
    # (the file and line of a Python function).
    r = _format_callback_args(func, args, {}, '')
    while _is_partial(func):
        func = func.func
    src = _func_source(func)
    if src is not None:
        r += f' at {src[0]}:{src[1]}'
    return r


def _is_partial(func):
    t = type(func)
    return t.__name__ == 'partial' and t.__module__ == 'functools'


def _format_callback_args(func, args, kwargs, suffix):
    if _is_partial(func):
        suffix = _format_args_and_kwargs(args, kwargs) + suffix
        return _format_callback_args(func.func, func.args, func.keywords, suffix)
    name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    r = name if name else repr(func)
    return r + _format_args_and_kwargs(args, kwargs) + suffix


def _format_args_and_kwargs(args, kwargs):
    items = [_short_repr(arg, 6) for arg in args]
    if kwargs:
        items.extend(f'{k}={_short_repr(v, 6)}' for k, v in kwargs.items())
    return '({})'.format(', '.join(items))


def _truncate(s, limit):
    if len(s) > limit:
        i = max(0, (limit - 3) // 2)
        j = max(0, limit - 3 - i)
        s = s[:i] + '...' + s[len(s) - j:]
    return s


def _short_repr(x, level):
    # reprlib.repr (CPython's aRepr limits), for the types callbacks'
    # arguments usually are.
    t = type(x)
    if t is str:
        s = repr(x[:30])
        if len(s) > 30:
            i = max(0, (30 - 3) // 2)
            j = max(0, 30 - 3 - i)
            s = repr(x[:i] + x[len(x) - j:])
            s = s[:i] + '...' + s[len(s) - j:]
        return s
    if t is int:
        return _truncate(repr(x), 40)
    if t is tuple or t is list:
        left, right = ('(', ')') if t is tuple else ('[', ']')
        n = len(x)
        if n == 0:
            return left + right
        if level <= 0:
            return left + '...' + right
        pieces = [_short_repr(e, level - 1) for e in x[:6]]
        if n > 6:
            pieces.append('...')
        if n == 1 and t is tuple:
            right = ',' + right
        return left + ', '.join(pieces) + right
    if t is dict:
        n = len(x)
        if n == 0:
            return '{}'
        if level <= 0:
            return '{...}'
        keys = list(x)
        try:
            keys = sorted(keys)
        except Exception:
            pass
        pieces = [_short_repr(k, level - 1) + ': ' + _short_repr(x[k], level - 1) for k in keys[:4]]
        if n > 4:
            pieces.append('...')
        return '{' + ', '.join(pieces) + '}'
    return _truncate(repr(x), 30)


# _log_error(message, exc) is Go (asyncio_core.go): what
# logging.getLogger('asyncio').error(message, exc_info=exc) writes to
# stderr with no logging configured.


def _note_unretrieved(fut):
    # A future that failed: reported at asyncio.run's end if nobody reads
    # its exception (the list drops the read ones as it grows).
    loop = fut._loop
    futs = getattr(loop, '_unretrieved', None)
    if futs is None:
        return
    if len(futs) >= 64 and len(futs) >= 2 * loop._unretrieved_kept:
        futs[:] = [f for f in futs if f._log_traceback]
        loop._unretrieved_kept = len(futs)
    futs.append(fut)


def _format_callbacks(cbs):
    size = len(cbs)
    if size == 1:
        cb = _format_callback(cbs[0])
    elif size == 2:
        cb = '{}, {}'.format(_format_callback(cbs[0]), _format_callback(cbs[1]))
    else:
        cb = '{}, <{} more>, {}'.format(_format_callback(cbs[0]), size - 2, _format_callback(cbs[-1]))
    return f'cb=[{cb}]'


class Task(Future):
    _log_destroy_pending = True

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            self._log_destroy_pending = False
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        _task_counter += 1
        if name is None:
            self._name = f'Task-{_task_counter}'
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._context = _task_context(context, coro)
        self._loop.call_soon(self.__step)
        _all_tasks[self] = None

    def __repr__(self):
        # CPython 3.11's base_tasks._task_repr_info
        info = self._repr_info()
        if self._num_cancels_requested and self._state == _PENDING:
            info[0] = 'cancelling'
        info.insert(1, 'name=%r' % (self._name,))
        info.insert(2, 'coro=<%s>' % (_format_coro(self._coro),))
        if self._fut_waiter is not None:
            info.insert(3, 'wait_for=%r' % (self._fut_waiter,))
        return '<%s %s>' % (type(self).__name__, ' '.join(info))

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        return []

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    # Go (asyncio_core.go), as CPython 3.11's: one step of the coroutine,
    # and the wakeup when the future it awaits is done.
    __step = _step_method
    __wakeup = _wakeup_method


def _forget_task(task):
    _all_tasks.pop(task, None)


_core_init(_current_tasks, CancelledError, InvalidStateError, Future, _forget_task, _format_callback_source,
           _drop_stale_loop)


def create_task(coro, *, name=None, context=None):
    loop = get_running_loop()
    return loop.create_task(coro, name=name, context=context)


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return _current_tasks.get(loop)


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in _all_tasks if t._loop is loop and not t.done()}


def ensure_future(coro_or_future, *, loop=None):
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError('The future belongs to a different loop than the one specified as the loop argument')
        return coro_or_future
    if not iscoroutine(coro_or_future):
        if hasattr(type(coro_or_future), '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


async def _wrap_awaitable(awaitable):
    return await awaitable


# _sleep0 (Go): what sleep(0) awaits, a bare yield.


async def sleep(delay, result=None):
    if delay <= 0:
        await _sleep0
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer
    nfuts = 0
    nfinished = 0
    outer = None
    children = []

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results = []
            for f in children:
                if f.cancelled():
                    res = CancelledError('' if f._cancel_message is None else f._cancel_message)
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    arg_to_fut = {}
    loop = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            nfuts += 1
            arg_to_fut[arg] = fut
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = fut.get_loop()
    waiter = loop.create_future()
    cb = _Partial(_release_waiter, waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


class _Partial:
    __slots__ = ('func', 'args')

    def __init__(self, func, *args):
        self.func = func
        self.args = args

    def __call__(self, *more):
        return self.func(*self.args, *more)

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return id(self)


async def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = _Partial(_release_waiter, waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    loop = get_running_loop()
    fs = set(fs)
    fs = {ensure_future(f, loop=loop) for f in fs}
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    done = Queue()
    loop = get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    return _as_completed_iter(_wait_for_one, len(todo))


def _as_completed_iter(wait_for_one, n):
    for _ in range(n):
        yield wait_for_one()


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def run(main, *, debug=None):
    global _event_loop
    _drop_stale_loop()
    if _running_loop is not None:
        if _toplevel_task is not None and _current_tasks.get(_running_loop) is _toplevel_task:
            return _run_nested(_running_loop, main)
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not iscoroutine(main):
        raise ValueError('a coroutine was expected, got {!r}'.format(main))
    mark = _unawaited_mark()
    loop = new_event_loop()
    if debug is not None:
        loop.set_debug(debug)
    _event_loop = loop
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        # The coroutines main made and dropped unstarted: CPython warns
        # when main's frame is cleared, as main returns.
        _report_unawaited(mark)
        try:
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            _event_loop = None
            loop.close()


def _cancel_all_tasks(loop):
    to_cancel = [t for t in _all_tasks if t._loop is loop and not t.done()]
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))


_toplevel_task = None


def _run_toplevel(coro):
    # A run's top-level await (eval: Thread.runAwait): the interpreter's
    # loop runs until the module's coroutine is done; tasks it leaves
    # pending resume when a later run awaits again.
    global _toplevel_task
    _drop_stale_loop()
    if _running_loop is not None:
        coro.close()
        raise RuntimeError('top-level await cannot be used while an event loop is running')
    loop = get_event_loop()
    task = loop.create_task(coro)
    _toplevel_task = task
    try:
        return loop.run_until_complete(task)
    finally:
        _toplevel_task = None


def _run_nested(loop, main):
    # asyncio.run() in a statement of code that awaits at top level (so
    # runs inside the loop, as a notebook cell does): instead of
    # Jupyter's "cannot be called from a running event loop", the loop
    # runs re-entrantly until main is done.
    if not iscoroutine(main):
        raise ValueError('a coroutine was expected, got {!r}'.format(main))
    outer = _current_tasks.get(loop)
    task = loop.create_task(main)
    try:
        while not task.done():
            loop._run_once()
    finally:
        _current_tasks[loop] = outer
    return task.result()


class Runner:
    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._debug = debug

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def get_loop(self):
        if self._loop is None:
            self._loop = new_event_loop()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError('a coroutine was expected, got {!r}'.format(coro))
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        loop = self.get_loop()
        return loop.run_until_complete(loop.create_task(coro))

    def close(self):
        if self._loop is not None:
            try:
                _cancel_all_tasks(self._loop)
            finally:
                self._loop.close()
                self._loop = None


# Timeouts (asyncio.timeout, asyncio.timeout_at).

class Timeout:
    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when
        self._cancelling = 0

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'entered':
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ['']
        if self._state == 'entered':
            info.append(f'when={self._when}')
        return f'<Timeout [{self._state}]{" ".join(info)}>'

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'entered'
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'entered':
            self._state = 'exited'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


class TaskGroup:
    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = set()
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return f'<TaskGroup{" ".join(info)}>'

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has been already entered')
        self._entered = True
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        propagate_cancellation_error = None
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if et is not None:
            if et is CancelledError:
                if self._parent_cancel_requested and not self._parent_task.uncancel():
                    pass
                else:
                    propagate_cancellation_error = exc
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            if all(isinstance(e, Exception) for e in errors):
                raise ExceptionGroup('unhandled errors in a TaskGroup', errors) from None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors) from None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._exiting and not self._tasks:
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._aborting:
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        task = self._loop.create_task(coro, name=name, context=context)
        task.add_done_callback(self._on_task_done)
        self._tasks.add(task)
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.discard(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# Synchronization primitives.

class _LoopBound:
    _loop = None

    def _state_repr(self, name, extra):
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<asyncio.locks.{name} object at {hex(id(self))} [{extra}]>'

    def _new_waiter(self):
        # Lock and Semaphore: a future at the end of the line of waiters
        if self._waiters is None:
            self._waiters = _deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        return fut

    def _get_loop(self):
        loop = get_running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return loop


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin, _LoopBound):
    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        return self._state_repr('Lock', 'locked' if self._locked else 'unlocked')

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        fut = self._new_waiter()
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event(_LoopBound):
    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def __repr__(self):
        return self._state_repr('Event', 'set' if self._value else 'unset')

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin, _LoopBound):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = _deque()

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = self._get_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, _LoopBound):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        return self._state_repr(type(self).__name__, extra)

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        fut = self._new_waiter()
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class Queue(_LoopBound):
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f'<{type(self).__name__} at {hex(id(self))} maxsize={self._maxsize!r}>'

    def __str__(self):
        return f'<{type(self).__name__} maxsize={self._maxsize!r}>'

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def _wait_while(self, blocked, waiters):
        # put() waits while the queue is full, get() while it is empty
        # (CPython writes this loop in both).
        while blocked():
            waiter = self._get_loop().create_future()
            waiters.append(waiter)
            try:
                await waiter
            except BaseException:
                waiter.cancel()
                try:
                    waiters.remove(waiter)
                except ValueError:
                    pass
                if not blocked() and not waiter.cancelled():
                    self._wakeup_next(waiters)
                raise

    async def put(self, item):
        if self.full():
            await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        if self.empty():
            await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


class Barrier(_LoopBound):
    """A fixed number of tasks wait() until all of them have arrived, as
    CPython 3.11's asyncio.Barrier: each gets its index of arrival; reset()
    and abort() break the wait of those waiting."""

    # Its states: tasks arriving (filling), leaving after the last arrived
    # (draining: newcomers wait), leaving after a reset (resetting), broken.

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def __repr__(self):
        extra = self._state
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<asyncio.locks.Barrier object at {hex(id(self))} [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._cond.wait_for(lambda: self._state not in ('draining', 'resetting'))
            if self._state == 'broken':
                raise BrokenBarrierError("Barrier aborted")
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._state = 'draining'
                    self._cond.notify_all()
                else:
                    await self._cond.wait_for(lambda: self._state != 'filling')
                    if self._state in ('broken', 'resetting'):
                        raise BrokenBarrierError("Abort or reset of barrier")
                return index
            finally:
                self._count -= 1
                if self._count == 0:
                    # The last one out lets the next round in.
                    if self._state in ('resetting', 'draining'):
                        self._state = 'filling'
                    self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._state == 'filling' else 0

    @property
    def broken(self):
        return self._state == 'broken'


async def to_thread(func, /, *args, **kwargs):
    """Run func(*args, **kwargs): a host tool on its own goroutine (the
    await overlaps with other tasks and tool calls), any other callable
    inline (the interpreter runs one thread)."""
    coro = _tool_coroutine(func, args, kwargs)
    if coro is not None:
        return await coro
    return func(*args, **kwargs)


async def _await_call(start):
    # A host call on a goroutine (an async tool): start(fut) starts it and
    # returns the function abandoning it; the loop's _select resolves fut.
    loop = get_running_loop()
    fut = loop.create_future()
    abandon = start(fut)
    try:
        return await fut
    finally:
        abandon()
