# an error raised inside heapq (C in CPython) by a comparison of the program's items
import heapq
class Job:
    def __init__(self, p):
        self.p = p
heap = []
heapq.heappush(heap, Job(1))
heapq.heappush(heap, Job(2))
