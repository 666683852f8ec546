# uncaught: {}.get([])
{}.get([])
