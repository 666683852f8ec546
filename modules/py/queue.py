# queue (see queue.go): Queue, LifoQueue, PriorityQueue, SimpleQueue.
# pyinterp runs one thread, so nothing can change a queue while a call
# waits on it: a get/put that would block with a timeout raises
# Empty/Full at once (what CPython raises once the timeout has passed),
# and one that would block forever raises Empty/Full saying so instead of
# hanging; join() with unfinished tasks raises RuntimeError likewise.


class Empty(Exception):
    'Exception raised by Queue.get(block=0)/get_nowait().'
    __module__ = '_queue'
    pass


class Full(Exception):
    'Exception raised by Queue.put(block=0)/put_nowait().'
    pass


_FOREVER = ("{} would block forever: pyinterp runs a single thread, so no other "
            "code can {} the queue while it waits")


class Queue:
    '''Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    '''

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError('task_done() called too many times')
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            raise RuntimeError(_FOREVER.format('join()', 'finish the tasks of'))

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0:
            if not block:
                if self._qsize() >= self.maxsize:
                    raise Full
            elif timeout is None:
                if self._qsize() >= self.maxsize:
                    raise Full(_FOREVER.format('put()', 'take an item from'))
            elif timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            elif self._qsize() >= self.maxsize:
                raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if not block:
            if not self._qsize():
                raise Empty
        elif timeout is None:
            if not self._qsize():
                raise Empty(_FOREVER.format('get()', 'put an item in'))
        elif timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        elif not self._qsize():
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    '''Variant of Queue that retrieves open entries in priority order (lowest first).'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heappush(self.queue, item)

    def _get(self):
        return _heappop(self.queue)


class LifoQueue(Queue):
    '''Variant of Queue that retrieves most recently added entries first.'''

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    '''Simple, unbounded, reentrant FIFO queue.'''

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        if timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self._queue:
            if block and timeout is None:
                raise Empty(_FOREVER.format('get()', 'put an item in'))
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)
