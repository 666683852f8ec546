# KeyboardInterrupt from a function
def loop():
    raise KeyboardInterrupt("stop")
loop()
