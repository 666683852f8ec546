# sys.float_info
import sys
print(sys.float_info)
print(sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig, sys.float_info[0])
print(1.0 + sys.float_info.epsilon > 1.0)
