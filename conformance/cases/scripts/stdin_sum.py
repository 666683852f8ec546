# summing numbers read from standard input
# stdin: "3 1 4\n1 5 9\n"
import sys
nums = [int(x) for x in sys.stdin.read().split()]
print(sum(nums), max(nums))
