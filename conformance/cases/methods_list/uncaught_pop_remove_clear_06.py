# uncaught: [].remove()
[].remove()
