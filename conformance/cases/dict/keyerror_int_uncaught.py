# uncaught KeyError with an int key
{}[0]
