# uncaught: {}.get()
{}.get()
