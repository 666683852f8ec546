# uncaught: dict({}, {})
dict({}, {})
