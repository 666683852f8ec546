# uncaught: (1,).index()
(1,).index()
