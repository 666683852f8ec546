# clock functions return numbers and advance
import time
t = time.time()
m1 = time.monotonic(); p1 = time.perf_counter(); c1 = time.process_time()
time.sleep(0.02)
m2 = time.monotonic(); p2 = time.perf_counter()
print(type(t).__name__, type(time.time_ns()).__name__, type(time.monotonic_ns()).__name__)
print(m2 - m1 >= 0.02, p2 - p1 >= 0.02, t > 1e9, type(c1).__name__)
time.sleep(0)
print('slept')
