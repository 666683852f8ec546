# heapify of a tuple
import heapq
heapq.heapify((3, 1))
