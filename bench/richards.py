# A scheduler simulation in the spirit of richards: tasks of four kinds exchange packets through
# a priority scheduler (object-heavy: attribute access, method calls, linked lists).

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(6)
KIND_DEVICE, KIND_WORK = 0, 1


class Packet:
    def __init__(self, link, dest, kind):
        self.link = link
        self.dest = dest
        self.kind = kind
        self.count = 0
        self.payload = [0, 0, 0, 0]

    def append_to(self, queue):
        self.link = None
        if queue is None:
            return self
        p = queue
        while p.link is not None:
            p = p.link
        p.link = self
        return queue


class Task:
    def __init__(self, sched, ident, priority, queue):
        self.sched = sched
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.waiting = queue is not None
        self.held = False
        self.suspended = queue is None
        self.next = sched.tasks
        sched.tasks = self
        sched.table[ident] = self

    def runnable(self):
        return not self.held and not self.suspended and (not self.waiting or self.queue is not None)

    def take(self):
        p = self.queue
        if p is None:
            return None
        self.queue = p.link
        self.waiting = False
        return p

    def receive(self, packet):
        if self.queue is None:
            self.queue = packet
            packet.link = None
            self.suspended = False
            return self.priority > self.sched.current.priority
        self.queue = packet.append_to(self.queue)
        return False


class IdleTask(Task):
    def __init__(self, sched, ident, priority, count):
        Task.__init__(self, sched, ident, priority, None)
        self.suspended = False
        self.control = 1
        self.count = count

    def step(self, packet):
        self.count -= 1
        if self.count == 0:
            return self.sched.hold_current()
        if self.control & 1 == 0:
            self.control >>= 1
            return self.sched.release(DEVICE_A)
        self.control = (self.control >> 1) ^ 0xD008
        return self.sched.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.dest = HANDLER_A
        self.letter = 0

    def step(self, packet):
        if packet is None:
            return self.sched.wait()
        self.dest = HANDLER_B if self.dest == HANDLER_A else HANDLER_A
        packet.dest = self.dest
        packet.count = 0
        for i in range(4):
            self.letter += 1
            if self.letter > 26:
                self.letter = 1
            packet.payload[i] = self.letter
        return self.sched.send(packet)


class HandlerTask(Task):
    def __init__(self, sched, ident, priority, queue):
        Task.__init__(self, sched, ident, priority, queue)
        self.work = None
        self.devices = None

    def step(self, packet):
        if packet is not None:
            if packet.kind == KIND_WORK:
                self.work = packet.append_to(self.work)
            else:
                self.devices = packet.append_to(self.devices)
        if self.work is not None:
            w = self.work
            if w.count < 4:
                if self.devices is not None:
                    d = self.devices
                    self.devices = d.link
                    d.count = w.payload[w.count]
                    w.count += 1
                    return self.sched.send(d)
            else:
                self.work = w.link
                return self.sched.send(w)
        return self.sched.wait()


class DeviceTask(Task):
    def __init__(self, sched, ident, priority):
        Task.__init__(self, sched, ident, priority, None)
        self.pending = None

    def step(self, packet):
        if packet is None:
            p = self.pending
            if p is None:
                return self.sched.wait()
            self.pending = None
            return self.sched.send(p)
        self.pending = packet
        self.sched.out += packet.count
        return self.sched.hold_current()


class Scheduler:
    def __init__(self):
        self.tasks = None
        self.table = [None] * 6
        self.current = None
        self.holds = 0
        self.sends = 0
        self.out = 0

    def hold_current(self):
        self.holds += 1
        self.current.held = True
        return self.current.next

    def wait(self):
        self.current.waiting = True
        return self.current

    def release(self, ident):
        t = self.table[ident]
        t.held = False
        if t.priority > self.current.priority:
            return t
        return self.current

    def send(self, packet):
        t = self.table[packet.dest]
        self.sends += 1
        packet.dest = self.current.ident
        if t.receive(packet):
            return t
        return self.current

    def run(self):
        t = self.tasks
        while t is not None:
            if t.runnable():
                self.current = t
                packet = t.take() if t.waiting or t.queue is not None else None
                t = t.step(packet)
            else:
                t = t.next


def simulate(count):
    s = Scheduler()
    IdleTask(s, IDLE, 0, count)
    q = Packet(None, WORKER, KIND_WORK)
    q = Packet(q, WORKER, KIND_WORK)
    WorkerTask(s, WORKER, 1000, q)
    q = Packet(None, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    q = Packet(q, DEVICE_A, KIND_DEVICE)
    HandlerTask(s, HANDLER_A, 2000, q)
    q = Packet(None, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    q = Packet(q, DEVICE_B, KIND_DEVICE)
    HandlerTask(s, HANDLER_B, 3000, q)
    DeviceTask(s, DEVICE_A, 4000)
    DeviceTask(s, DEVICE_B, 5000)
    s.run()
    return s.holds, s.sends, s.out


total = [0, 0, 0]
for n in range(12):
    h, q, o = simulate(10000 + n)
    total[0] += h
    total[1] += q
    total[2] += o
print(total)
