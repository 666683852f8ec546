# KeyboardInterrupt can be caught
try:
    raise KeyboardInterrupt
except KeyboardInterrupt:
    print("interrupted")
