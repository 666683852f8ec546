# sys.platform is a str
import sys
print(isinstance(sys.platform, str), sys.platform.startswith("win"))
